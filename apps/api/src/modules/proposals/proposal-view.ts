import type { ProposalInReais, PublicProposalInReais } from '@ma/api-client/schemas';
import { centavosToReais, DAY_MS, missingFeatures, targetingGaps, type MissingFeature, type ProposalTargeting, type TargetingGap } from '@ma/domain';
import type { ProposalRow } from '../../db/schema.ts';
import type { CreatorProfile } from './creator-profile.ts';

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

/** A proposal matched with one creator: the card, what it targets, and what she applied to or fails. */
export type MatchedProposalRow = PublicProposalRow & ProposalTargeting & { hasApplied: boolean; missingFeatures: string[] };

/** A proposal as one creator's list gives it, with the reasons she cannot apply in words (`withMissingDetails`). */
export type CreatorProposalRow = PublicProposalRow & { hasApplied: boolean; missingFeatures: string[]; missingDetails: TargetingGap[] };

/**
 * Adds to a matched row what the proposal asks and her profile has for each missing feature
 * (@ma/domain's `targetingGaps`), computed only for a proposal she cannot apply to: the other
 * cards get an empty list. Writes on the row, which each request reads anew.
 */
export const withMissingDetails = <T extends MatchedProposalRow>(row: T, creator: CreatorProfile): T & { missingDetails: TargetingGap[] } =>
  Object.assign(row, { missingDetails: row.missingFeatures.length === 0 ? [] : targetingGaps(row, creator) });

const isMissingFeature = (value: string): value is MissingFeature => (missingFeatures as readonly string[]).includes(value);

/** The missing features a query answered, typed (always the names of docs/product/proposals.md). */
export const toMissingFeatures = (values: readonly string[]): MissingFeature[] => values.filter(isMissingFeature);

/**
 * A stored proposal as anyone sees it (GET /v3/proposal/{id}/public, the shared proposal page, and
 * each card of the list): the one place where the stored centavos become the contract's reais.
 */
export function toPublicProposal(row: PublicProposalRow, now: Date): PublicProposalInReais {
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
export const toCreatorProposal = (row: CreatorProposalRow, isConnected: boolean, now: Date): ProposalInReais =>
  Object.assign(toPublicProposal(row, now), {
    hasApplied: row.hasApplied,
    isConnected,
    missingFeatures: toMissingFeatures(row.missingFeatures),
    missingDetails: row.missingDetails,
  });
