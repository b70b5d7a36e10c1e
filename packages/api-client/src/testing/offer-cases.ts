import type { ApplicationPayload, OfferTerms } from '../schemas/proposal.ts';

/** Where a problem shows: beside one field, or for the whole form (no single field is wrong). */
export type OfferVerdict = 'accepted' | { field: 'form' | keyof ApplicationPayload; message: string };

export interface OfferCase {
  name: string;
  terms: OfferTerms;
  payload: ApplicationPayload;
  verdict: OfferVerdict;
}

const fixed: OfferTerms = { value: 1500, acceptsNegotiations: false };
const negotiable: OfferTerms = { value: 1500, acceptsNegotiations: true };
const onePost = { totalPosts: 1, totalStories: 0, totalReels: 0, totalVideos: 0 };

/**
 * One table of applications and what must become of them, run against the web form's
 * validation and against the API: the same verdicts, with the same words.
 */
export const offerCases: readonly OfferCase[] = [
  { name: 'the exact value of a fixed proposal', terms: fixed, payload: { ...onePost, value: 1500 }, verdict: 'accepted' },
  {
    name: 'one centavo over a fixed proposal',
    terms: fixed,
    payload: { ...onePost, value: 1500.01 },
    verdict: { field: 'value', message: 'Este valor não pode ser negociado. Ofereça até R$ 1.500,00.' },
  },
  { name: 'a lower offer on a fixed proposal', terms: fixed, payload: { ...onePost, value: 0 }, verdict: 'accepted' },
  {
    name: 'float noise at the cap',
    terms: { value: 0.3, acceptsNegotiations: false },
    payload: { ...onePost, value: 0.1 + 0.2 },
    verdict: 'accepted',
  },
  {
    name: 'any value on a negotiable proposal, negotiating',
    terms: negotiable,
    payload: { ...onePost, value: 99_999.99, isNegotiable: true },
    verdict: 'accepted',
  },
  {
    name: 'a negative value',
    terms: negotiable,
    payload: { ...onePost, value: -1 },
    verdict: { field: 'value', message: 'O valor não pode ser negativo.' },
  },
  {
    name: 'three decimals',
    terms: negotiable,
    payload: { ...onePost, value: 10.555 },
    verdict: { field: 'value', message: 'Use no máximo 2 casas decimais.' },
  },
  {
    name: 'more than R$ 10 milhões',
    terms: negotiable,
    payload: { ...onePost, value: 10_000_000.01 },
    verdict: { field: 'value', message: 'O valor pode ser no máximo R$ 10.000.000,00.' },
  },
  {
    name: 'no deliverable',
    terms: negotiable,
    payload: { totalPosts: 0, totalStories: 0, totalReels: 0, totalVideos: 0, value: 100 },
    verdict: { field: 'form', message: 'Informe pelo menos uma entrega: posts, stories, reels ou vídeos.' },
  },
  {
    name: 'a negative quantity',
    terms: negotiable,
    payload: { ...onePost, totalStories: -1, value: 100 },
    verdict: { field: 'totalStories', message: 'A quantidade não pode ser negativa.' },
  },
  {
    name: 'a fractional quantity',
    terms: negotiable,
    payload: { ...onePost, totalReels: 2.5, value: 100 },
    verdict: { field: 'totalReels', message: 'Use um número inteiro.' },
  },
  {
    name: 'observations over 2000 characters',
    terms: negotiable,
    payload: { ...onePost, value: 100, observations: 'a'.repeat(2001) },
    verdict: { field: 'observations', message: 'As observações podem ter no máximo 2000 caracteres.' },
  },
];
