import { publicProposalSchema, type Proposal, type PublicProposal } from '@ma/api-client/schemas';
import { snakeKey } from '@ma/api-client/wire';
import { centavosToReais, DAY_MS, missingFeatures, type MissingFeature } from '@ma/domain';
import type { ProposalRow } from '../../db/schema.ts';
import { toWire } from '../../lib/wire.ts';

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

/** A stored proposal as anyone sees it (GET /v3/proposal/{id}/public). */
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

/** A stored proposal as one signed-in creator sees it. */
export function toCreatorProposal(row: CreatorProposalRow, isConnected: boolean, now: Date): Proposal {
  // Added to the public view rather than spread into a new object: V8 (Node 20) takes a slow
  // path for `{ ...object, more }`, about 10 us a card, most of the list's cost (bench-api.mjs).
  return Object.assign(toPublicProposal(row, now), {
    hasApplied: row.hasApplied,
    isConnected,
    missingFeatures: toMissingFeatures(row.missingFeatures),
  });
}

/**
 * A card's public part as it travels, written once and kept with its shared page (decision 022):
 * JSON text without its closing brace, checked against the contract as it is written.
 */
export const publicCardJson = (row: PublicProposalRow, now: Date): string =>
  JSON.stringify(toWire(publicProposalSchema, toPublicProposal(row, now))).slice(0, -1);

// The creator's fields as the wire names them (the one casing rule), written once.
const creatorKeys = {
  hasApplied: `,${JSON.stringify(snakeKey('hasApplied'))}:`,
  isConnected: `,${JSON.stringify(snakeKey('isConnected'))}:`,
  missingFeatures: `,${JSON.stringify(snakeKey('missingFeatures'))}:`,
};

/** The card as one creator sees it: its kept public text and her three fields (`toCreatorProposal` on the wire). */
export function creatorCardJson(publicJson: string, row: Pick<CreatorProposalRow, 'hasApplied' | 'missingFeatures'>, isConnected: boolean): string {
  return (
    publicJson +
    creatorKeys.hasApplied +
    String(row.hasApplied) +
    creatorKeys.isConnected +
    String(isConnected) +
    creatorKeys.missingFeatures +
    JSON.stringify(toMissingFeatures(row.missingFeatures)) +
    '}'
  );
}
