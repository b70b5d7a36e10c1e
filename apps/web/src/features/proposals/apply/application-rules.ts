import { applicationPayloadSchema } from '@ma/api-client/schemas';
import { validateOfferValue } from '@ma/domain';
import type { z } from 'zod';

/** The deliverables of an application, in the order the modal shows them (SPEC.md section 2). */
export const quantityFields = [
  { key: 'totalPosts', label: 'Posts' },
  { key: 'totalStories', label: 'Stories' },
  { key: 'totalReels', label: 'Reels' },
  { key: 'totalVideos', label: 'Vídeos (TikTok)' },
] as const;
export type QuantityField = (typeof quantityFields)[number]['key'];

/** What the modal's inputs hold: number inputs give '' while empty. */
export interface ApplicationFormValues extends Record<QuantityField, number | string> {
  observations: string;
  value: number | string;
  isNegotiable: boolean;
}
export type ApplicationFormField = keyof ApplicationFormValues | 'deliverables';
export type ApplicationFormErrors = Partial<Record<ApplicationFormField, string>>;
export type ApplicationOutput = z.output<typeof applicationPayloadSchema>;

/** The proposal fields the offer is checked against. */
export interface OfferTerms {
  value: number;
  acceptsNegotiations: boolean;
}

// Same words as the API's refusal, so either side reads the same to the creator.
export const NO_DELIVERABLE_MESSAGE = 'Informe pelo menos uma entrega: posts, stories, reels ou vídeos.';

/** Quantities start at 0 (SPEC.md section 5); the offer starts at the brand's value. */
export const initialApplicationValues = (terms: OfferTerms): ApplicationFormValues => ({
  totalPosts: 0,
  totalStories: 0,
  totalReels: 0,
  totalVideos: 0,
  observations: '',
  value: terms.value,
  isNegotiable: false,
});

const toAmount = (raw: number | string): number | null => {
  if (typeof raw === 'number') return raw;
  return raw.trim() === '' ? null : Number(raw);
};

/**
 * Checks the application form with the API's schema and the domain's value rules, so the
 * modal refuses exactly what the server would: the first message per field, or the payload.
 */
export function validateApplication(
  values: ApplicationFormValues,
  terms: OfferTerms,
): { payload: ApplicationOutput; errors: null } | { payload: null; errors: ApplicationFormErrors } {
  const errors: ApplicationFormErrors = {};
  const value = toAmount(values.value);
  const valueError = validateOfferValue({ value, proposalValue: terms.value, acceptsNegotiations: terms.acceptsNegotiations });
  if (valueError) errors.value = valueError;

  const parsed = applicationPayloadSchema.safeParse({
    ...values,
    value: value ?? 0,
    // The checkbox exists only on negotiable proposals; nothing else may claim to negotiate.
    isNegotiable: terms.acceptsNegotiations && values.isNegotiable,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as ApplicationFormField;
      errors[key] ??= issue.message;
    }
  } else if (quantityFields.every(({ key }) => parsed.data[key] === 0)) {
    errors.deliverables = NO_DELIVERABLE_MESSAGE;
  }

  if (Object.keys(errors).length > 0 || !parsed.success) return { payload: null, errors };
  return { payload: parsed.data, errors: null };
}

/** The 422 field messages of the server that belong to this form's inputs. */
export function serverFieldErrors(fields: Record<string, string>): ApplicationFormErrors {
  const known: ApplicationFormField[] = [...quantityFields.map(({ key }) => key), 'observations', 'value', 'isNegotiable'];
  return Object.fromEntries(Object.entries(fields).filter(([key]) => (known as string[]).includes(key)));
}
