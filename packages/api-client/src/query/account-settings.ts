import type { ApiClient } from '../client/create-client.ts';
import type {
  AccountDeletionPayload,
  AccountNamePayload,
  EmailChangePayload,
  EmailConfirmPayload,
  PasswordChangePayload,
} from '../schemas/account-settings.ts';
import type { WithProof } from '../calls/reauth.ts';
import { accountSettingsCalls } from './calls.ts';

/**
 * The account page's mutations (docs/product/account-data.md): a subpath of its own
 * ('@ma/api-client/query/account-settings'), out of every page's first load. After a rename or
 * an e-mail change the caller invalidates `accountKeys.me()`; after a password change it stores
 * the new token; after a deletion it signs out.
 */
export const renameAccountMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: AccountNamePayload) => (await accountSettingsCalls()).renameAccount(api, payload),
});

export const requestEmailChangeMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: WithProof<EmailChangePayload>) => (await accountSettingsCalls()).requestEmailChange(api, payload),
});

export const confirmEmailChangeMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: EmailConfirmPayload) => (await accountSettingsCalls()).confirmEmailChange(api, payload),
});

export const verifyEmailMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: EmailConfirmPayload) => (await accountSettingsCalls()).verifyEmail(api, payload),
});

export const changePasswordMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: PasswordChangePayload) => (await accountSettingsCalls()).changePassword(api, payload),
});

export const exportAccountDataMutationOptions = (api: ApiClient) => ({
  mutationFn: async (variables?: WithProof) => (await accountSettingsCalls()).exportAccountData(api, variables),
});

export const deleteAccountMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: WithProof<AccountDeletionPayload>) => (await accountSettingsCalls()).deleteAccount(api, payload),
});
