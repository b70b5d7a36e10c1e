import type { ApiClient } from '../client/create-client.ts';
import { authResponseSchema } from '../schemas/account.ts';
import {
  emailChangeRequestedSchema,
  emailConfirmedSchema,
  type AccountDeletionPayload,
  type AccountNamePayload,
  type EmailChangePayload,
  type EmailConfirmPayload,
  type PasswordChangePayload,
} from '../schemas/account-settings.ts';
import { splitProof, type WithProof } from './reauth.ts';

/** The account page's calls (docs/product/account-data.md); those a session alone may not make take a proof (calls/reauth.ts). */
export const renameAccount = (api: ApiClient, payload: AccountNamePayload) => api.request('patch', '/v3/account/me', { json: payload });

export const requestEmailChange = (api: ApiClient, payload: WithProof<EmailChangePayload>) =>
  api.request('post', '/v3/account/email', { ...splitProof(payload), schema: emailChangeRequestedSchema });

export const confirmEmailChange = (api: ApiClient, payload: EmailConfirmPayload) =>
  api.request('post', '/v3/account/email/confirm', { json: payload, schema: emailConfirmedSchema });

/** The link mailed at sign-up: proves the account's address (no session needed). */
export const verifyEmail = (api: ApiClient, payload: EmailConfirmPayload) =>
  api.request('post', '/v3/account/email/verify', { json: payload, schema: emailConfirmedSchema });

/** Answers a new access token: the caller stores it, since every older one stops working. */
export const changePassword = (api: ApiClient, payload: PasswordChangePayload) =>
  api.request('post', '/v3/account/password', { json: payload, schema: authResponseSchema });

/** The export file as the server wrote it, for a download (`save-text-file`). */
export const exportAccountData = async (api: ApiClient, { proof }: WithProof = {}): Promise<Blob> => {
  const { headers } = splitProof({ proof });
  return (await api.request('get', '/v3/account/export', { blob: true, ...(headers && { headers }) })) as Blob;
};

export const deleteAccount = (api: ApiClient, payload: WithProof<AccountDeletionPayload>) =>
  api.request('post', '/v3/account/delete', splitProof(payload));
