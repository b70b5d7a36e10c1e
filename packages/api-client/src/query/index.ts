import type { ApiClient } from '../client/create-client.ts';
import type { PickerScope } from '../schemas/connect.ts';
import type { ProposalFilters, ProposalPage } from '../schemas/proposal.ts';
import { accountCalls, connectCalls, creditCalls, mediaKitCalls, proposalCalls, queryOf } from './calls.ts';

export * from './config.ts';
export * from './affiliate.ts';
// The mutations ('@ma/api-client/query/auth-mutations', '/mutations', '/affiliate-mutations') and
// Aira's, the voice's, the brand list's, the overview's and the account page's options are
// subpaths of their own ('@ma/api-client/query/aira'...): what this entry re-exports is in every
// page's first load (docs/decisions/008-first-load.md), and only their own pages use them.

/**
 * Query key factories and option factories with the defaults of docs/architecture.md.
 * Plain objects, so this entry needs no React; the app passes them to TanStack Query.
 * Each `queryFn` loads its call on first use (calls.ts).
 */
export const queryDefaults = {
  retry: false,
  refetchOnWindowFocus: false,
  // A route's loader starts its page's requests beside the page's code, awaited nowhere; a page
  // that mounts after they have answered would ask again at once (on /publis: the list and the
  // applications twice). Two seconds is that window, not a cache: any later mount asks again.
  staleTime: 2_000,
} as const;

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

export const creditKeys = {
  all: ['credits'] as const,
  balance: () => [...creditKeys.all, 'balance'] as const,
  movements: () => [...creditKeys.all, 'movements'] as const,
};

export const proposalKeys = {
  all: ['proposals'] as const,
  infinite: (filters: ProposalListFilters) => [...proposalKeys.all, 'infinite', filters] as const,
  applied: () => [...proposalKeys.all, 'applied'] as const,
  application: (id: string) => [...proposalKeys.all, 'application', id] as const,
  public: (id: string) => [...proposalKeys.all, 'public', id] as const,
  categories: () => ['categories'] as const,
};

export const accountInfoQueryOptions = queryOf(accountCalls, accountKeys.me, (calls) => calls.getAccountInfo);

/** The balance is cached for 1 minute and refetched on window focus (docs/product/credits.md). */
export const creditBalanceQueryOptions = queryOf(creditCalls, creditKeys.balance, (calls) => calls.getCreditBalance, {
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

/** The credit history of /credits (the newest 50); under `creditKeys.all`, so a coupon refreshes it too. */
export const creditMovementsQueryOptions = queryOf(creditCalls, creditKeys.movements, (calls) => calls.getCreditMovements);

/** The list's filters without the page: the infinite query owns the page number. */
export type ProposalListFilters = Omit<ProposalFilters, 'page'>;

/**
 * The list as pages for infinite loading (`useInfiniteQuery`): one cache entry per filter
 * set, page 1 first, the next page asked for only while the server says there are more.
 */
export const proposalsInfiniteQueryOptions = (api: ApiClient, filters: ProposalListFilters = {}) => ({
  queryKey: proposalKeys.infinite(filters),
  queryFn: async ({ pageParam }: { pageParam: number }) => (await proposalCalls()).listProposals(api, { ...filters, page: pageParam }),
  initialPageParam: 1,
  getNextPageParam: (lastPage: ProposalPage): number | undefined => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export const appliedProposalsQueryOptions = queryOf(proposalCalls, proposalKeys.applied, (calls) => calls.getAppliedProposals);

/** One of the creator's applications, opened from 'Minhas candidaturas'; under `proposalKeys.all`, so a withdrawal refreshes it. */
export const applicationQueryOptions = queryOf(proposalCalls, proposalKeys.application, (calls) => calls.getApplication);

export const publicProposalQueryOptions = queryOf(proposalCalls, proposalKeys.public, (calls) => calls.getPublicProposal);

export const categoriesQueryOptions = queryOf(proposalCalls, proposalKeys.categories, (calls) => calls.getCategories);

export const mediaKitKeys = {
  all: ['media-kit'] as const,
  own: () => [...mediaKitKeys.all, 'own'] as const,
  public: (username: string) => [...mediaKitKeys.all, 'public', username] as const,
  username: (username: string) => [...mediaKitKeys.all, 'username', username] as const,
};

export const mediaKitQueryOptions = queryOf(mediaKitCalls, mediaKitKeys.own, (calls) => calls.getMediaKit);

export const publicMediaKitQueryOptions = queryOf(mediaKitCalls, mediaKitKeys.public, (calls) => calls.getPublicMediaKit);

/** Whether an address is free; kept for a minute, so typing back and forth asks once. */
export const usernameAvailabilityQueryOptions = queryOf(mediaKitCalls, mediaKitKeys.username, (calls) => calls.checkUsername, { staleTime: 60_000 });

/** Reference data (IBGE's states and municipalities): not the kit's, so saving a kit leaves it cached. */
export const datasetKeys = {
  all: ['dataset'] as const,
  states: () => [...datasetKeys.all, 'states'] as const,
  cities: (uf: string) => [...datasetKeys.states(), uf, 'cities'] as const,
};

/** The 27 states and each one's municipalities (IBGE); they do not change while the app is open. */
export const statesQueryOptions = queryOf(mediaKitCalls, datasetKeys.states, (calls) => calls.getStates, { staleTime: Number.POSITIVE_INFINITY });

export const citiesQueryOptions = queryOf(mediaKitCalls, datasetKeys.cities, (calls) => calls.getCities, { staleTime: Number.POSITIVE_INFINITY });

export const connectKeys = {
  all: ['connect'] as const,
  networks: () => [...connectKeys.all, 'networks'] as const,
  profiles: (scope: PickerScope, accessToken: string) => [...connectKeys.all, 'profiles', scope, accessToken] as const,
};

/** The creator's networks and how each is reached on this server (GET /v3/connect/networks). */
export const connectionsQueryOptions = queryOf(connectCalls, connectKeys.networks, (calls) => calls.getConnections);

/** The Instagram profiles a picker token may connect (private picker, or the public one for sign-up). */
export const instagramProfilesQueryOptions = queryOf(connectCalls, connectKeys.profiles, (calls) => calls.getInstagramProfiles);
