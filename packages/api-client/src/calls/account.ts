import type { ApiClient } from '../client/create-client.ts';
import {
  accountInfoSchema,
  authResponseSchema,
  forgotPasswordResponseSchema,
  socialsResponseSchema,
  type ForgotPasswordPayload,
  type GoogleCredential,
  type LoginCredentials,
  type NpsPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
} from '../schemas/account.ts';

export const signIn = (api: ApiClient, credentials: LoginCredentials) =>
  api.request('post', '/v3/account/auth', { json: credentials, schema: authResponseSchema });

export const signInWithGoogle = (api: ApiClient, credential: GoogleCredential) =>
  api.request('post', '/v3/account/auth/google', { json: credential, schema: authResponseSchema });

export const register = (api: ApiClient, payload: RegisterPayload) =>
  api.request('post', '/v3/account/register', { json: payload, schema: authResponseSchema });

export const forgotPassword = (api: ApiClient, payload: ForgotPasswordPayload) =>
  api.request('post', '/v3/account/auth/forgot', { json: payload, schema: forgotPasswordResponseSchema });

export const resetPassword = (api: ApiClient, payload: ResetPasswordPayload) =>
  api.request('post', '/v3/account/auth/forgot/new', { json: payload, schema: authResponseSchema });

export const getAccountInfo = (api: ApiClient) => api.request('get', '/v3/account/me', { schema: accountInfoSchema });

export const sendNps = (api: ApiClient, payload: NpsPayload) => api.request('post', '/v3/account/nps', { json: payload });

/** "Not now": the survey comes back later (docs/decisions/006-nps.md). */
export const dismissNps = (api: ApiClient) => api.request('post', '/v3/account/nps/dismiss');

export const getSocials = (api: ApiClient) => api.request('get', '/v3/account/me/socials', { schema: socialsResponseSchema });
