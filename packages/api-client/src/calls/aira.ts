import type { ApiClient } from '../client/create-client.ts';
import {
  createdUgcScriptSchema,
  IDEMPOTENCY_KEY_HEADER,
  ideaGenerationSchema,
  ideaGenerationsSchema,
  ideaStreamEventSchema,
  ugcScriptSchema,
  ugcScriptsSchema,
  type IdeasRequestInput,
  type IdeaStreamEvent,
  type UgcScriptRequestInput,
} from '../schemas/aira.ts';

/**
 * Asks for ideas and reads them as they are written. `idempotencyKey` is made once per click
 * of 'Gerar' and sent again on a retry: the server charges it once.
 */
export const generateIdeas = (api: ApiClient, payload: IdeasRequestInput, idempotencyKey: string, onEvent: (event: IdeaStreamEvent) => void) =>
  api.request('post', '/v3/aira/ideas', {
    json: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: ideaStreamEventSchema,
    onLine: onEvent,
  });

export const getIdeaGenerations = (api: ApiClient, cursor?: string) =>
  api.request('get', '/v3/aira/ideas', { ...(cursor ? { searchParams: { cursor } } : {}), schema: ideaGenerationsSchema });

export const getIdeaGeneration = (api: ApiClient, id: string) =>
  api.request('get', `/v3/aira/ideas/${encodeURIComponent(id)}`, { schema: ideaGenerationSchema });

export const createUgcScript = (api: ApiClient, payload: UgcScriptRequestInput, idempotencyKey: string) =>
  api.request('post', '/v3/aira/ugc-scripts', {
    json: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: createdUgcScriptSchema,
  });

export const getUgcScripts = (api: ApiClient) => api.request('get', '/v3/aira/ugc-scripts', { schema: ugcScriptsSchema });

export const getUgcScript = (api: ApiClient, id: string) =>
  api.request('get', `/v3/aira/ugc-scripts/${encodeURIComponent(id)}`, { schema: ugcScriptSchema });
