import type { BrandProposal } from '@ma/api-client/brand';
import { plainTerms } from '@ma/api-client/testing';

/** A brand's proposal as the API answers it: the plain terms with a niche, a follower floor and an end date; `changes` on top. */
export function aProposal(changes: Partial<BrandProposal> = {}): BrandProposal {
  return {
    id: 'bp-1',
    state: 'draft',
    fields: {
      ...plainTerms,
      name: 'Glow de Verão',
      brandName: 'Lumière',
      description: 'Um post e três stories.',
      categoriesOfInfluencer: ['Beleza'],
      partnershipType: 'cache',
      value: 1500.5,
      acceptsNegotiations: true,
      minFollowers: 10_000,
      validUntil: '2026-11-30',
    },
    returnReason: null,
    submittedAt: null,
    updatedAt: '2026-11-20T12:00:00.000Z',
    published: null,
    ...changes,
  };
}

/** What a published proposal's answer carries that the brand's screens read (the rest as the back office's). */
export const aPublished = (changes: Partial<NonNullable<BrandProposal['published']>> = {}) =>
  ({ id: 'p-9', state: 'open', validUntil: '2026-12-31T02:59:59.999Z', closedAt: null, totalApplications: 3, ...changes }) as NonNullable<
    BrandProposal['published']
  >;
