import type { ApiClient } from '../client/create-client.ts';
import type { IdeasRequestInput, IdeaStreamEvent, UgcScriptRequestInput } from '../schemas/aira.ts';
import { airaCalls } from './calls.ts';

// Apart from the query options: those run in the routes (every page's first load), these only in
// Aira's screens, which load them with their own chunk.

export interface GenerateIdeasVariables {
  payload: IdeasRequestInput;
  /** One per click of 'Gerar'; the same again on a retry of that request (charged once). */
  idempotencyKey: string;
  /** Each line of the answer as it arrives: started, idea..., then completed or failed. */
  onEvent: (event: IdeaStreamEvent) => void;
}

/** Resolves once the stream ends; what happened is in the events. */
export const generateIdeasMutationOptions = (api: ApiClient) => ({
  mutationFn: async ({ payload, idempotencyKey, onEvent }: GenerateIdeasVariables) =>
    (await airaCalls()).generateIdeas(api, payload, idempotencyKey, onEvent),
});

export interface CreateUgcScriptVariables {
  payload: UgcScriptRequestInput;
  idempotencyKey: string;
}

export const createUgcScriptMutationOptions = (api: ApiClient) => ({
  mutationFn: async ({ payload, idempotencyKey }: CreateUgcScriptVariables) => (await airaCalls()).createUgcScript(api, payload, idempotencyKey),
});
