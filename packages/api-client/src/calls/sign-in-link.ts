import type { ApiClient } from '../client/create-client.ts';
import { authResponseSchema } from '../schemas/account.ts';
import { tokenAccountSchema, type SignInLinkPayload } from '../schemas/sign-in-link.ts';

/** Whose account a sign-in link opens; the link stays unused. */
export const previewSignInLink = (api: ApiClient, payload: SignInLinkPayload) =>
  api.request('post', '/v3/account/sign-in-link/preview', { json: payload, schema: tokenAccountSchema });

/** Spends a sign-in link for a session of its account. */
export const exchangeSignInLink = (api: ApiClient, payload: SignInLinkPayload) =>
  api.request('post', '/v3/account/sign-in-link', { json: payload, schema: authResponseSchema });

/** Whose account the client's token opens, e-mail masked (a session token pasted in a `?token=` link). */
export const getTokenAccount = (api: ApiClient) => api.request('get', '/v3/account/me/summary', { schema: tokenAccountSchema });
