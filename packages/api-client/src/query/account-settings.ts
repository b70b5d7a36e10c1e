import { accountSettingsCalls, mutationOf } from './calls.ts';

/**
 * The account page's mutations (docs/product/account-data.md): a subpath of its own
 * ('@ma/api-client/query/account-settings'), out of every page's first load. After a rename or
 * an e-mail change the caller invalidates `accountKeys.me()`; after a password change it stores
 * the new token; after a deletion it signs out.
 */
export const renameAccountMutationOptions = mutationOf(accountSettingsCalls, (calls) => calls.renameAccount);

export const requestEmailChangeMutationOptions = mutationOf(accountSettingsCalls, (calls) => calls.requestEmailChange);

export const confirmEmailChangeMutationOptions = mutationOf(accountSettingsCalls, (calls) => calls.confirmEmailChange);

export const verifyEmailMutationOptions = mutationOf(accountSettingsCalls, (calls) => calls.verifyEmail);

export const changePasswordMutationOptions = mutationOf(accountSettingsCalls, (calls) => calls.changePassword);

export const exportAccountDataMutationOptions = mutationOf(accountSettingsCalls, (calls) => calls.exportAccountData);

export const deleteAccountMutationOptions = mutationOf(accountSettingsCalls, (calls) => calls.deleteAccount);
