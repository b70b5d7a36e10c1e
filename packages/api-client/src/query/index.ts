import type { ApiClient } from '../client/create-client.ts';
import { getAccountInfo, getSocials } from '../calls/account.ts';
import { getCreditBalance, getCreditMovements } from '../calls/credits.ts';
import { getAppliedProposals, getCategories, getPublicProposal, listProposals } from '../calls/proposal.ts';
import type { ProposalFilters, ProposalPage } from '../schemas/proposal.ts';

export * from './config.ts';

/**
 * Query key factories and option factories with SPEC.md section 7's defaults.
 * Plain objects, so this entry needs no React; the app passes them to TanStack Query.
 */
export const queryDefaults = { retry: false, refetchOnWindowFocus: false, staleTime: 0 } as const;

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  socials: () => [...accountKeys.all, 'socials'] as const,
};

export const creditKeys = {
  all: ['credits'] as const,
  balance: () => [...creditKeys.all, 'balance'] as const,
  movements: () => [...creditKeys.all, 'movements'] as const,
};

export const proposalKeys = {
  all: ['proposals'] as const,
  list: (filters: ProposalFilters) => [...proposalKeys.all, 'list', filters] as const,
  infinite: (filters: ProposalListFilters) => [...proposalKeys.all, 'infinite', filters] as const,
  applied: () => [...proposalKeys.all, 'applied'] as const,
  public: (id: string) => [...proposalKeys.all, 'public', id] as const,
  categories: () => ['categories'] as const,
};

export const accountInfoQueryOptions = (api: ApiClient) => ({
  queryKey: accountKeys.me(),
  queryFn: () => getAccountInfo(api),
});

export const socialsQueryOptions = (api: ApiClient) => ({
  queryKey: accountKeys.socials(),
  queryFn: () => getSocials(api),
});

/** The balance is cached for 1 minute and refetched on window focus (SPEC.md section 7). */
export const creditBalanceQueryOptions = (api: ApiClient) => ({
  queryKey: creditKeys.balance(),
  queryFn: () => getCreditBalance(api),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

/** The credit history of /credits (the newest 50); under `creditKeys.all`, so a coupon refreshes it too. */
export const creditMovementsQueryOptions = (api: ApiClient) => ({
  queryKey: creditKeys.movements(),
  queryFn: () => getCreditMovements(api),
});

export const proposalsQueryOptions = (api: ApiClient, filters: ProposalFilters = {}) => ({
  queryKey: proposalKeys.list(filters),
  queryFn: () => listProposals(api, filters),
});

/** The list's filters without the page: the infinite query owns the page number. */
export type ProposalListFilters = Omit<ProposalFilters, 'page'>;

/**
 * The list as pages for infinite loading (`useInfiniteQuery`): one cache entry per filter
 * set, page 1 first, the next page asked for only while the server says there are more.
 */
export const proposalsInfiniteQueryOptions = (api: ApiClient, filters: ProposalListFilters = {}) => ({
  queryKey: proposalKeys.infinite(filters),
  queryFn: ({ pageParam }: { pageParam: number }) => listProposals(api, { ...filters, page: pageParam }),
  initialPageParam: 1,
  getNextPageParam: (lastPage: ProposalPage): number | undefined => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export const appliedProposalsQueryOptions = (api: ApiClient) => ({
  queryKey: proposalKeys.applied(),
  queryFn: () => getAppliedProposals(api),
});

export const publicProposalQueryOptions = (api: ApiClient, id: string) => ({
  queryKey: proposalKeys.public(id),
  queryFn: () => getPublicProposal(api, id),
});

export const categoriesQueryOptions = (api: ApiClient) => ({
  queryKey: proposalKeys.categories(),
  queryFn: () => getCategories(api),
});
