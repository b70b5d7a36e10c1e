import type { ApiClient } from '../client/create-client.ts';
import type { PickerScope } from '../schemas/connect.ts';
import type { ProposalFilters, ProposalPage } from '../schemas/proposal.ts';
import { accountCalls, connectCalls, creditCalls, mediaKitCalls, proposalCalls } from './calls.ts';

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
export const queryDefaults = { retry: false, refetchOnWindowFocus: false, staleTime: 0 } as const;

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

export const accountInfoQueryOptions = (api: ApiClient) => ({
  queryKey: accountKeys.me(),
  queryFn: async () => (await accountCalls()).getAccountInfo(api),
});

/** The balance is cached for 1 minute and refetched on window focus (docs/product/credits.md). */
export const creditBalanceQueryOptions = (api: ApiClient) => ({
  queryKey: creditKeys.balance(),
  queryFn: async () => (await creditCalls()).getCreditBalance(api),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

/** The credit history of /credits (the newest 50); under `creditKeys.all`, so a coupon refreshes it too. */
export const creditMovementsQueryOptions = (api: ApiClient) => ({
  queryKey: creditKeys.movements(),
  queryFn: async () => (await creditCalls()).getCreditMovements(api),
});

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

export const appliedProposalsQueryOptions = (api: ApiClient) => ({
  queryKey: proposalKeys.applied(),
  queryFn: async () => (await proposalCalls()).getAppliedProposals(api),
});

/** One of the creator's applications, opened from 'Minhas candidaturas'; under `proposalKeys.all`, so a withdrawal refreshes it. */
export const applicationQueryOptions = (api: ApiClient, id: string) => ({
  queryKey: proposalKeys.application(id),
  queryFn: async () => (await proposalCalls()).getApplication(api, id),
});

export const publicProposalQueryOptions = (api: ApiClient, id: string) => ({
  queryKey: proposalKeys.public(id),
  queryFn: async () => (await proposalCalls()).getPublicProposal(api, id),
});

export const categoriesQueryOptions = (api: ApiClient) => ({
  queryKey: proposalKeys.categories(),
  queryFn: async () => (await proposalCalls()).getCategories(api),
});

export const mediaKitKeys = {
  all: ['media-kit'] as const,
  own: () => [...mediaKitKeys.all, 'own'] as const,
  public: (username: string) => [...mediaKitKeys.all, 'public', username] as const,
  username: (username: string) => [...mediaKitKeys.all, 'username', username] as const,
};

export const mediaKitQueryOptions = (api: ApiClient) => ({
  queryKey: mediaKitKeys.own(),
  queryFn: async () => (await mediaKitCalls()).getMediaKit(api),
});

export const publicMediaKitQueryOptions = (api: ApiClient, username: string) => ({
  queryKey: mediaKitKeys.public(username),
  queryFn: async () => (await mediaKitCalls()).getPublicMediaKit(api, username),
});

/** Whether an address is free; kept for a minute, so typing back and forth asks once. */
export const usernameAvailabilityQueryOptions = (api: ApiClient, username: string) => ({
  queryKey: mediaKitKeys.username(username),
  queryFn: async () => (await mediaKitCalls()).checkUsername(api, username),
  staleTime: 60_000,
});

/** Reference data (IBGE's states and municipalities): not the kit's, so saving a kit leaves it cached. */
export const datasetKeys = {
  all: ['dataset'] as const,
  states: () => [...datasetKeys.all, 'states'] as const,
  cities: (uf: string) => [...datasetKeys.states(), uf, 'cities'] as const,
};

/** The 27 states and each one's municipalities (IBGE); they do not change while the app is open. */
export const statesQueryOptions = (api: ApiClient) => ({
  queryKey: datasetKeys.states(),
  queryFn: async () => (await mediaKitCalls()).getStates(api),
  staleTime: Number.POSITIVE_INFINITY,
});

export const citiesQueryOptions = (api: ApiClient, uf: string) => ({
  queryKey: datasetKeys.cities(uf),
  queryFn: async () => (await mediaKitCalls()).getCities(api, uf),
  staleTime: Number.POSITIVE_INFINITY,
});

export const connectKeys = {
  all: ['connect'] as const,
  networks: () => [...connectKeys.all, 'networks'] as const,
  profiles: (scope: PickerScope, accessToken: string) => [...connectKeys.all, 'profiles', scope, accessToken] as const,
};

/** The creator's networks and how each is reached on this server (GET /v3/connect/networks). */
export const connectionsQueryOptions = (api: ApiClient) => ({
  queryKey: connectKeys.networks(),
  queryFn: async () => (await connectCalls()).getConnections(api),
});

/** The Instagram profiles a picker token may connect (private picker, or the public one for sign-up). */
export const instagramProfilesQueryOptions = (api: ApiClient, scope: PickerScope, accessToken: string) => ({
  queryKey: connectKeys.profiles(scope, accessToken),
  queryFn: async () => (await connectCalls()).getInstagramProfiles(api, scope, accessToken),
});
