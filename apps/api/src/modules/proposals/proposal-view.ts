import type { Proposal, PublicProposal } from '@ma/api-client/schemas';
import { centavosToReais, DAY_MS, missingFeatures, type MissingFeature } from '@ma/domain';
import type { ProposalRow } from '../../db/schema.ts';

/** A proposal is "new" for this long after it is published (issue #3). */
export const NEW_FOR_MS = 7 * DAY_MS;

export type PublicProposalRow = Pick<
  ProposalRow,
  | 'id'
  | 'name'
  | 'brandName'
  | 'description'
  | 'categories'
  | 'partnershipType'
  | 'valueCents'
  | 'isMappingInfluencers'
  | 'acceptsNegotiations'
  | 'minFollowers'
  | 'maxFollowers'
  | 'locations'
  | 'isSilversAllowed'
  | 'logoUrl'
  | 'validUntil'
  | 'publishedAt'
> & { totalApplications: number };

export type CreatorProposalRow = PublicProposalRow & { hasApplied: boolean; missingFeatures: string[] };

const isMissingFeature = (value: string): value is MissingFeature => (missingFeatures as readonly string[]).includes(value);

/** The missing features a query answered, typed (always the names of docs/product/proposals.md). */
export const toMissingFeatures = (values: readonly string[]): MissingFeature[] => values.filter(isMissingFeature);

/**
 * A stored proposal as anyone sees it (GET /v3/proposal/{id}/public, the shared proposal page, and
 * each card of the list): the one place where the stored centavos become the contract's reais.
 */
export function toPublicProposal(row: PublicProposalRow, now: Date): PublicProposal {
  return {
    id: row.id,
    name: row.name,
    brandName: row.brandName,
    description: row.description,
    categoriesOfInfluencer: row.categories,
    partnershipType: row.partnershipType,
    value: centavosToReais(row.valueCents),
    isMappingInfluencers: row.isMappingInfluencers,
    acceptsNegotiations: row.acceptsNegotiations,
    minFollowers: row.minFollowers,
    maxFollowers: row.maxFollowers,
    locationOfInfluencer: row.locations,
    validUntil: row.validUntil?.toISOString() ?? null,
    isNew: now.getTime() - row.publishedAt.getTime() < NEW_FOR_MS,
    totalApplications: row.totalApplications,
    isSilversAlloweds: row.isSilversAllowed,
    logoUrl: row.logoUrl,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/**
 * A stored proposal as one signed-in creator sees it. `Object.assign`, not `{ ...card, more }`:
 * V8 copies an object of this size with fields added after the spread on a slow path, measured
 * at about 50 us a card, most of the list's time (docs/toolchain.md).
 */
export const toCreatorProposal = (row: CreatorProposalRow, isConnected: boolean, now: Date): Proposal =>
  Object.assign(toPublicProposal(row, now), {
    hasApplied: row.hasApplied,
    isConnected,
    missingFeatures: toMissingFeatures(row.missingFeatures),
  });
