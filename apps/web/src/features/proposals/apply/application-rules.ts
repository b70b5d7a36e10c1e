import type { OfferTerms, Proposal } from '@ma/api-client/schemas';
import { centavosToReais } from '@ma/domain';

/** The deliverables of an application, in the order the modal shows them (docs/product/proposals.md). */
export const quantityFields = [
  { key: 'totalPosts', label: 'Posts' },
  { key: 'totalStories', label: 'Stories' },
  { key: 'totalReels', label: 'Reels' },
  { key: 'totalVideos', label: 'Vídeos (TikTok)' },
] as const;
export type QuantityField = (typeof quantityFields)[number]['key'];

/** What the modal's inputs hold: a number input gives '' while empty. */
export interface ApplicationFormValues extends Record<QuantityField, number | string> {
  observations: string;
  value: number | string;
  isNegotiable: boolean;
}

/**
 * The proposal's terms as the form checks an offer: in reais, the unit the creator types and the
 * contract takes (`value`). The one place the apply form turns the proposal's centavos into reais.
 */
export const offerTermsOf = ({ valueCents, acceptsNegotiations }: Pick<Proposal, 'valueCents' | 'acceptsNegotiations'>): OfferTerms => ({
  value: centavosToReais(valueCents),
  acceptsNegotiations,
});

/** Quantities start at 0; the offer starts at the brand's value. */
export const initialApplicationValues = (terms: OfferTerms): ApplicationFormValues => ({
  totalPosts: 0,
  totalStories: 0,
  totalReels: 0,
  totalVideos: 0,
  observations: '',
  value: terms.value,
  isNegotiable: false,
});

/**
 * The schema the form checks with: the API's own for this proposal's terms (@ma/api-client),
 * so the modal refuses exactly what the server would, in the same words.
 */
export const loadApplicationSchema = (terms: OfferTerms) => () =>
  import('@ma/api-client/schemas').then(({ applicationSchemaFor }) => applicationSchemaFor(terms));
