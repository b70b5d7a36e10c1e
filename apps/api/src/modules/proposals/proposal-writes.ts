import type { AudienceGender } from '@ma/domain';
import { reaisToCentavos } from '@ma/domain';
import type { NewProposalRow } from '../../db/schema.ts';
import { proposalLocationKeys } from './location-keys.ts';
import { proposalSearchText } from './search-text.ts';

/** A proposal as operators (the import), the seed and tests describe it: reais, dates, plain locations. */
export interface ProposalInput {
  id?: string;
  name: string;
  brandName: string;
  description?: string | null;
  categories?: string[];
  partnershipType: NewProposalRow['partnershipType'];
  /** Reais, at most 2 decimals. */
  value: number;
  isMappingInfluencers?: boolean;
  acceptsNegotiations?: boolean;
  minFollowers?: number | null;
  maxFollowers?: number | null;
  locations?: { state: string; city: string[] }[];
  audienceStates?: string[] | null;
  audienceMinAge?: number | null;
  audienceMaxAge?: number | null;
  audienceGender?: AudienceGender | null;
  isSilversAllowed?: boolean;
  logoUrl?: string | null;
  validUntil?: Date | null;
  publishedAt: Date;
  closedAt?: Date | null;
}

/** The row of a proposal, with the columns the app maintains (search text, location keys) derived here, once. */
export function toProposalRow(input: ProposalInput): NewProposalRow {
  const locations = (input.locations ?? []).map(({ state, city }) => ({ state: state.trim().toUpperCase(), city: city.map((name) => name.trim()) }));
  return {
    ...(input.id && { id: input.id }),
    name: input.name,
    brandName: input.brandName,
    description: input.description ?? null,
    categories: input.categories ?? [],
    partnershipType: input.partnershipType,
    valueCents: reaisToCentavos(input.value),
    isMappingInfluencers: input.isMappingInfluencers ?? false,
    acceptsNegotiations: input.acceptsNegotiations ?? false,
    minFollowers: input.minFollowers ?? null,
    maxFollowers: input.maxFollowers ?? null,
    locations,
    locationKeys: proposalLocationKeys(locations),
    audienceStates: input.audienceStates?.map((state) => state.trim().toUpperCase()) ?? null,
    audienceMinAge: input.audienceMinAge ?? null,
    audienceMaxAge: input.audienceMaxAge ?? null,
    audienceGender: input.audienceGender ?? null,
    isSilversAllowed: input.isSilversAllowed ?? false,
    logoUrl: input.logoUrl ?? null,
    validUntil: input.validUntil ?? null,
    publishedAt: input.publishedAt,
    closedAt: input.closedAt ?? null,
    searchText: proposalSearchText(input),
  };
}
