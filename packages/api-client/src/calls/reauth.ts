import type { ApiClient } from '../client/create-client.ts';
import { authorizeUrlSchema } from '../schemas/connect.ts';
import { REAUTH_HEADER, reauthChallengeSchema, reauthProofSchema, type ReauthPayload } from '../schemas/reauth.ts';

/**
 * Re-authentication (docs/decisions/025-re-authentication.md): a proof for the calls a session
 * alone may not make, sent in the X-Reauth header.
 */
export const reauthenticate = (api: ApiClient, payload: ReauthPayload) =>
  api.request('post', '/v3/account/reauth', { json: payload, schema: reauthProofSchema });

export const requestReauthCode = (api: ApiClient) => api.request('post', '/v3/account/reauth/code', { schema: reauthChallengeSchema });

/** 'Confirmar com o Instagram': the consent page to send the browser to (accounts made from Instagram). */
export const startInstagramReauth = (api: ApiClient) => api.request('post', '/v3/account/reauth/instagram', { schema: authorizeUrlSchema });

/** A call's variables with, when the person re-authenticated, the proof. */
export type WithProof<T = object> = T & { proof?: string | undefined };

/** The header of the proof, and the payload without it. */
export function splitProof<T extends object>(variables: WithProof<T>): { json: Record<string, unknown>; headers?: Record<string, string> } {
  const { proof, ...json } = variables;
  return { json, ...(proof ? { headers: { [REAUTH_HEADER]: proof } } : {}) };
}
