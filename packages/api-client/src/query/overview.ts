import type { ApiClient } from '../client/create-client.ts';
import { overviewCalls } from './calls.ts';

/**
 * Home's and /monetize's figures (docs/product/home-and-monetize.md), one answer for both. A
 * subpath of its own ('@ma/api-client/query/overview'), loaded by the routes' loaders, so that it
 * stays out of every page's first load (docs/decisions/008-first-load.md).
 */
export const overviewKeys = {
  all: ['overview'] as const,
};

export const overviewQueryOptions = (api: ApiClient) => ({
  queryKey: overviewKeys.all,
  queryFn: async () => (await overviewCalls()).getOverview(api),
});
