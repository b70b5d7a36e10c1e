import { formatBRL } from '../format.ts';
import { decimalPlaces } from '../money.ts';

/** What a rate card prices, in the order the kit shows them; `package` is free-form. */
export const rateKinds = ['post', 'story', 'reels', 'tiktok_video', 'package'] as const;
export type RateKind = (typeof rateKinds)[number];

export const rateKindLabels: Record<RateKind, string> = {
  post: 'Post',
  story: 'Story',
  reels: 'Reels',
  tiktok_video: 'Vídeo TikTok',
  package: 'Pacote',
};

export const MAX_RATES = 12;
export const RATE_LABEL_MAX_LENGTH = 60;
export const MAX_RATE_REAIS = 1_000_000;
/** Shown in place of a price the creator prefers to talk about. */
export const RATE_TO_AGREE = 'a combinar';

export const RATE_PACKAGE_LABEL_REQUIRED = 'Dê um nome ao pacote, por exemplo "3 stories + 1 reels".';
export const RATE_NEGATIVE = 'O preço não pode ser negativo.';
export const RATE_TOO_PRECISE = 'Use no máximo 2 casas decimais.';
export const RATE_TOO_LARGE = `O preço pode ser no máximo ${formatBRL(MAX_RATE_REAIS)}.`;
export const RATE_DUPLICATE = 'Este formato já está na tabela de preços.';

/** One line of a rate card: a price in reais, or null for 'a combinar'. */
export interface Rate {
  kind: RateKind;
  /** The package's name; ignored for the fixed formats. */
  label?: string | null;
  price: number | null;
}

/** What is wrong with a rate's price, or null. */
export function ratePriceProblem(price: number | null): string | null {
  if (price === null) return null;
  if (!Number.isFinite(price) || price < 0) return RATE_NEGATIVE;
  if (decimalPlaces(price) > 2) return RATE_TOO_PRECISE;
  if (price > MAX_RATE_REAIS) return RATE_TOO_LARGE;
  return null;
}

/** The first problem of a rate card as [index, field, message], or null. A fixed format appears once. */
export function rateCardProblem(rates: readonly Rate[]): [number, 'kind' | 'label' | 'price', string] | null {
  const seen = new Set<RateKind>();
  for (const [index, rate] of rates.entries()) {
    if (rate.kind === 'package' && !(rate.label ?? '').trim()) return [index, 'label', RATE_PACKAGE_LABEL_REQUIRED];
    if (rate.kind !== 'package' && seen.has(rate.kind)) return [index, 'kind', RATE_DUPLICATE];
    seen.add(rate.kind);
    const price = ratePriceProblem(rate.price);
    if (price) return [index, 'price', price];
  }
  return null;
}

/** The name a rate is shown under. */
export const rateLabel = (rate: Rate): string => (rate.kind === 'package' ? (rate.label ?? '').trim() : rateKindLabels[rate.kind]);

/** 'R$ 1.500,00' or 'a combinar'. */
export const ratePriceText = (price: number | null): string => (price === null ? RATE_TO_AGREE : formatBRL(price));
