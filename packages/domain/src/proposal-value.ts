import { formatCents } from './format.ts';
import { decimalPlaces, reaisToCentavos } from './money.ts';

/** The checkbox shown when the proposal accepts negotiation (docs/product/proposals.md). */
export const NEGOTIATION_CHECKBOX_LABEL = 'Eu aceito negociar este valor.';

/** Shown beside a non-negotiable value: it may not go up, but a lower offer is welcome. */
export const NON_NEGOTIABLE_HINT = 'O valor desta proposta não é negociável, mas você pode oferecer um valor menor.';

/** The offered value is missing; same wording as the application schema. */
export const OFFER_VALUE_REQUIRED = 'Informe um valor.';
export const OFFER_VALUE_NEGATIVE = 'O valor não pode ser negativo.';
export const OFFER_VALUE_TOO_PRECISE = 'Use no máximo 2 casas decimais.';

/** The largest offer taken (an integer column of centavos holds up to about R$ 21 milhões). */
export const MAX_OFFER_REAIS = 10_000_000;
// Written out, not formatted: formatting at load would make the page's first Intl object, and load
// ICU's pt-BR data, in the app's start (first-use.ts). A test holds it to formatCents.
export const OFFER_VALUE_TOO_LARGE = 'O valor pode ser no máximo R$ 10.000.000,00.';

/** The message for an offer above a non-negotiable proposal's value. */
export const offerAboveCapMessage = (cap: number): string => `Este valor não pode ser negociado. Ofereça até ${formatCents(reaisToCentavos(cap))}.`;

/** The offered value of an application and the proposal it answers. */
export interface OfferValueInput {
  value: number | null | undefined;
  /** The proposal's value in reais; with none there is nothing to cap against. */
  proposalValue: number | null | undefined;
  acceptsNegotiations: boolean;
}

/**
 * Checks an offered value: present, not negative, at most 2 decimals, at most
 * MAX_OFFER_REAIS and, for a non-negotiable proposal, at most its value. Returns the pt-BR message of the
 * first rule broken, or null. Compared in centavos, so R$ 0,30 equals 0.1 + 0.2.
 */
export const validateOfferValue = ({ value, proposalValue, acceptsNegotiations }: OfferValueInput): string | null => {
  if (value === null || value === undefined || !Number.isFinite(value)) return OFFER_VALUE_REQUIRED;
  if (value < 0) return OFFER_VALUE_NEGATIVE;
  if (decimalPlaces(value) > 2) return OFFER_VALUE_TOO_PRECISE;
  if (value > MAX_OFFER_REAIS) return OFFER_VALUE_TOO_LARGE;
  const capped = !acceptsNegotiations && typeof proposalValue === 'number' && Number.isFinite(proposalValue);
  if (capped && reaisToCentavos(value) > reaisToCentavos(proposalValue)) return offerAboveCapMessage(proposalValue);
  return null;
};

/** The deliverables an application offers, in the order the modal shows them. */
export interface Deliverables {
  totalPosts: number;
  totalStories: number;
  totalReels: number;
  totalVideos: number;
}

export const NO_DELIVERABLE_MESSAGE = 'Informe pelo menos uma entrega: posts, stories, reels ou vídeos.';

/** An application offers at least one post, story, reel or video; null when it does. */
export const validateDeliverables = (offer: Deliverables): string | null =>
  [offer.totalPosts, offer.totalStories, offer.totalReels, offer.totalVideos].some((count) => count > 0) ? null : NO_DELIVERABLE_MESSAGE;

/** An offer more than this many times the brand's value is worth a second look (a warning, never a refusal). */
export const OFFER_FAR_ABOVE_FACTOR = 2;

/**
 * A warning when the offer (reais, as typed) is more than OFFER_FAR_ABOVE_FACTOR times the
 * proposal's value (integer centavos, as the app reads it): a slip such as R$ 999.999,00 for
 * R$ 2.500. The offer may still be sent. Null otherwise, and for a proposal without a positive
 * value (nothing to compare with). Compared in centavos.
 */
export const offerFarAboveWarning = ({
  value,
  proposalValueCents,
}: {
  value: number | null | undefined;
  proposalValueCents: number;
}): string | null => {
  if (typeof value !== 'number' || !Number.isFinite(value) || !(proposalValueCents > 0)) return null;
  if (reaisToCentavos(value) <= OFFER_FAR_ABOVE_FACTOR * proposalValueCents) return null;
  return `Seu valor está bem acima do sugerido pela marca (${formatCents(proposalValueCents)}). Tem certeza?`;
};
