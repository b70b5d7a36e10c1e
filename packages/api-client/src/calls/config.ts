import type { ApiClient } from '../client/create-client.ts';
import { publicConfigSchema } from '../schemas/config.ts';

export const getPublicConfig = (api: ApiClient) => api.request('get', '/v3/config', { schema: publicConfigSchema });
