import type { ApiClient } from '../client/create-client.ts';
import type { ForgotPasswordPayload, GoogleCredential, LoginCredentials, RegisterPayload, ResetPasswordPayload } from '../schemas/account.ts';
import { accountCalls } from './calls.ts';

/**
 * The guest pages' mutations (sign-in, Google, sign-up, recovery): a module of their own, so that
 * /login loads these and not every screen's (docs/decisions/008-first-load.md). Spread into
 * `useMutation`; each `mutationFn` loads its call on first use (calls.ts).
 */
export const signInMutationOptions = (api: ApiClient) => ({
  mutationFn: async (credentials: LoginCredentials) => (await accountCalls()).signIn(api, credentials),
});

export const googleSignInMutationOptions = (api: ApiClient) => ({
  mutationFn: async (credential: GoogleCredential) => (await accountCalls()).signInWithGoogle(api, credential),
});

export const registerMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: RegisterPayload) => (await accountCalls()).register(api, payload),
});

export const forgotPasswordMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: ForgotPasswordPayload) => (await accountCalls()).forgotPassword(api, payload),
});

export const resetPasswordMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: ResetPasswordPayload) => (await accountCalls()).resetPassword(api, payload),
});
