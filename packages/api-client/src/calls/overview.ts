import type { ApiClient } from '../client/create-client.ts';
import { overviewInCentsSchema } from '../schemas/overview.ts';

/** What home and /monetize show (docs/product/home-and-monetize.md). */
export const getOverview = (api: ApiClient) => api.request('get', '/v3/account/overview', { schema: overviewInCentsSchema });
