import { formatBRL } from './format.ts';
import { decimalPlaces, reaisToCentavos } from './money.ts';

/** The checkbox shown when the proposal accepts negotiation (SPEC.md section 2). */
export const NEGOTIATION_CHECKBOX_LABEL = 'Eu aceito negociar este valor.';

/** Shown beside a non-negotiable value: it may not go up, but a lower offer is welcome. */
export const NON_NEGOTIABLE_HINT = 'O valor desta proposta não é negociável, mas você pode oferecer um valor menor.';

/** The offered value is missing; same wording as the application schema. */
export const OFFER_VALUE_REQUIRED = 'Informe um valor.';
export const OFFER_VALUE_NEGATIVE = 'O valor não pode ser negativo.';
export const OFFER_VALUE_TOO_PRECISE = 'Use no máximo 2 casas decimais.';

/** The message for an offer above a non-negotiable proposal's value. */
export const offerAboveCapMessage = (cap: number): string =>
  `Este valor não pode ser negociado. Ofereça até ${formatBRL(cap)}.`;

/** The offered value of an application and the proposal it answers. */
export interface OfferValueInput {
  value: number | null | undefined;
  /** The proposal's value in reais; with none there is nothing to cap against. */
  proposalValue: number | null | undefined;
  acceptsNegotiations: boolean;
}

/**
 * Checks an offered value (SPEC.md section 5): present, not negative, at most 2 decimals,
 * and, for a non-negotiable proposal, at most its value. Returns the pt-BR message of the
 * first rule broken, or null. Compared in centavos, so R$ 0,30 equals 0.1 + 0.2.
 */
export const validateOfferValue = ({ value, proposalValue, acceptsNegotiations }: OfferValueInput): string | null => {
  if (value === null || value === undefined || !Number.isFinite(value)) return OFFER_VALUE_REQUIRED;
  if (value < 0) return OFFER_VALUE_NEGATIVE;
  if (decimalPlaces(value) > 2) return OFFER_VALUE_TOO_PRECISE;
  const capped = !acceptsNegotiations && typeof proposalValue === 'number' && Number.isFinite(proposalValue);
  if (capped && reaisToCentavos(value) > reaisToCentavos(proposalValue)) return offerAboveCapMessage(proposalValue);
  return null;
};
