import type { ApiClient } from '../client/create-client.ts';
import {
  createdUgcScriptSchema,
  ideaGenerationSchema,
  ideaGenerationsSchema,
  ideaStreamEventSchema,
  ugcScriptSchema,
  ugcScriptsSchema,
  type IdeasRequestInput,
  type IdeaStreamEvent,
  type UgcScriptRequestInput,
} from '../schemas/aira.ts';
import { paidBody } from './paid.ts';

/** Asks for ideas and reads them as they are written; `idempotencyKey` as `paidBody` says, one per click of 'Gerar'. */
export const generateIdeas = (api: ApiClient, payload: IdeasRequestInput, idempotencyKey: string, onEvent: (event: IdeaStreamEvent) => void) =>
  api.request('post', '/v3/aira/ideas', { ...paidBody(payload, idempotencyKey), schema: ideaStreamEventSchema, onLine: onEvent });

export const getIdeaGenerations = (api: ApiClient, cursor?: string) =>
  api.request('get', '/v3/aira/ideas', { ...(cursor ? { searchParams: { cursor } } : {}), schema: ideaGenerationsSchema });

export const getIdeaGeneration = (api: ApiClient, id: string) =>
  api.request('get', `/v3/aira/ideas/${encodeURIComponent(id)}`, { schema: ideaGenerationSchema });

export const createUgcScript = (api: ApiClient, payload: UgcScriptRequestInput, idempotencyKey: string) =>
  api.request('post', '/v3/aira/ugc-scripts', { ...paidBody(payload, idempotencyKey), schema: createdUgcScriptSchema });

export const getUgcScripts = (api: ApiClient) => api.request('get', '/v3/aira/ugc-scripts', { schema: ugcScriptsSchema });

export const getUgcScript = (api: ApiClient, id: string) =>
  api.request('get', `/v3/aira/ugc-scripts/${encodeURIComponent(id)}`, { schema: ugcScriptSchema });
