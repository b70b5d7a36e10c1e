import { proposalsInfiniteQueryOptions, publicProposalQueryOptions } from '@ma/api-client/query';
import type { PublicProposal } from '@ma/api-client/schemas';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';
import { BRIEF_PROPOSALS_FILTERS } from './brief-filters.ts';

/** What a brief reads of a proposal: the list's items and the public page's answer both have it. */
export type BriefProposal = Pick<
  PublicProposal,
  'id' | 'name' | 'brandName' | 'description' | 'categoriesOfInfluencer' | 'partnershipType' | 'valueCents' | 'acceptsNegotiations' | 'logoUrl'
>;

/**
 * The open proposals a brief can come from, and the one a link named (`?proposal=`) when it is
 * not among the newest (read from its public page).
 */
export function useBriefProposals(preselectedId: string | undefined) {
  const api = useApi();
  const list = useInfiniteQuery(proposalsInfiniteQueryOptions(api, BRIEF_PROPOSALS_FILTERS));
  const listed: BriefProposal[] = list.data?.pages.flatMap((page) => page.items) ?? [];
  const missing = preselectedId !== undefined && list.isSuccess && !listed.some((proposal) => proposal.id === preselectedId);
  const named = useQuery({ ...publicProposalQueryOptions(api, preselectedId ?? ''), enabled: missing });
  const proposals = missing && named.data ? [named.data, ...listed] : listed;
  return {
    proposals,
    isPending: list.isPending || (missing && named.isPending),
    error: list.error,
    /** The proposal a link named could not be read (closed, unknown). */
    preselectedMissing: missing && named.isError,
    retry: () => void list.refetch(),
  };
}
