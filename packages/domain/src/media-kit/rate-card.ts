import { formatCents } from '../format.ts';
import { keysOf } from '../keys-of.ts';

/** What a rate card prices, in the order the kit shows them; `package` is free-form. */
export const rateKindLabels = { post: 'Post', story: 'Story', reels: 'Reels', tiktok_video: 'Vídeo TikTok', package: 'Pacote' };
export type RateKind = keyof typeof rateKindLabels;
export const rateKinds = keysOf(rateKindLabels);

export const MAX_RATES = 12;
export const RATE_LABEL_MAX_LENGTH = 60;
/** R$ 1.000.000,00, in centavos as every price of the kit. */
export const MAX_RATE_CENTS = 100_000_000;
/** Shown in place of a price the creator prefers to talk about. */
export const RATE_TO_AGREE = 'a combinar';

export const RATE_PACKAGE_LABEL_REQUIRED = 'Dê um nome ao pacote, por exemplo "3 stories + 1 reels".';
export const RATE_NEGATIVE = 'O preço não pode ser negativo.';
export const RATE_TOO_PRECISE = 'Use no máximo 2 casas decimais.';
// Written out, as proposal-value.ts's OFFER_VALUE_TOO_LARGE; a test holds it to formatCents.
export const RATE_TOO_LARGE = 'O preço pode ser no máximo R$ 1.000.000,00.';
export const RATE_DUPLICATE = 'Este formato já está na tabela de preços.';

/** One line of a rate card: a price in integer centavos, or null for 'a combinar'. */
export interface Rate {
  kind: RateKind;
  /** The package's name; ignored for the fixed formats. */
  label?: string | null;
  priceCents: number | null;
}

/** What is wrong with a rate's price in centavos, or null; a fraction of a centavo is a third decimal place of reais. */
export function ratePriceProblem(priceCents: number | null): string | null {
  if (priceCents === null) return null;
  if (!Number.isFinite(priceCents) || priceCents < 0) return RATE_NEGATIVE;
  if (!Number.isSafeInteger(priceCents)) return priceCents > MAX_RATE_CENTS ? RATE_TOO_LARGE : RATE_TOO_PRECISE;
  if (priceCents > MAX_RATE_CENTS) return RATE_TOO_LARGE;
  return null;
}

/** The first problem of a rate card as [index, field, message], or null. A fixed format appears once. */
export function rateCardProblem(rates: readonly Rate[]): [number, 'kind' | 'label' | 'priceCents', string] | null {
  const seen = new Set<RateKind>();
  for (const [index, rate] of rates.entries()) {
    if (rate.kind === 'package' && !(rate.label ?? '').trim()) return [index, 'label', RATE_PACKAGE_LABEL_REQUIRED];
    if (rate.kind !== 'package' && seen.has(rate.kind)) return [index, 'kind', RATE_DUPLICATE];
    seen.add(rate.kind);
    const price = ratePriceProblem(rate.priceCents);
    if (price) return [index, 'priceCents', price];
  }
  return null;
}

/** The name a rate is shown under. */
export const rateLabel = (rate: Rate): string => (rate.kind === 'package' ? (rate.label ?? '').trim() : rateKindLabels[rate.kind]);

/** 150000 -> 'R$ 1.500,00', null -> 'a combinar'. */
export const ratePriceText = (priceCents: number | null): string => (priceCents === null ? RATE_TO_AGREE : formatCents(priceCents));
