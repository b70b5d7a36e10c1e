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

/** The account page's calls (docs/product/account-data.md). */
export const renameAccount = (api: ApiClient, payload: AccountNamePayload) => api.request('patch', '/v3/account/me', { json: payload });

export const requestEmailChange = (api: ApiClient, payload: EmailChangePayload) =>
  api.request('post', '/v3/account/email', { json: payload, schema: emailChangeRequestedSchema });

export const confirmEmailChange = (api: ApiClient, payload: EmailConfirmPayload) =>
  api.request('post', '/v3/account/email/confirm', { json: payload, schema: emailConfirmedSchema });

/** The link mailed at sign-up: proves the account's address (no session needed). */
export const verifyEmail = (api: ApiClient, payload: EmailConfirmPayload) =>
  api.request('post', '/v3/account/email/verify', { json: payload, schema: emailConfirmedSchema });

/** Answers a new access token: the caller stores it, since every older one stops working. */
export const changePassword = (api: ApiClient, payload: PasswordChangePayload) =>
  api.request('post', '/v3/account/password', { json: payload, schema: authResponseSchema });

/** The export file as the server wrote it, for a download (`save-text-file`). */
export const exportAccountData = async (api: ApiClient): Promise<Blob> => (await api.request('get', '/v3/account/export', { blob: true })) as Blob;

export const deleteAccount = (api: ApiClient, payload: AccountDeletionPayload) => api.request('post', '/v3/account/delete', { json: payload });
