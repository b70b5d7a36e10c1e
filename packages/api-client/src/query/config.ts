import type { ApiClient } from '../client/create-client.ts';
import { configCalls } from './calls.ts';

export const configKeys = {
  all: ['config'] as const,
  public: () => [...configKeys.all, 'public'] as const,
};

/** The deployment's configuration does not change while the page is open: read it once. */
export const publicConfigQueryOptions = (api: ApiClient) => ({
  queryKey: configKeys.public(),
  queryFn: async () => (await configCalls()).getPublicConfig(api),
  staleTime: Number.POSITIVE_INFINITY,
});
