import type { ApiClient } from '../client/create-client.ts';
import type { ReauthPayload } from '../schemas/reauth.ts';
import { reauthCalls } from './calls.ts';

/**
 * The 'Confirme que é você' dialog's mutations (docs/decisions/025-re-authentication.md): a
 * subpath of its own ('@ma/api-client/query/reauth'), loaded with the dialog.
 */
export const reauthenticateMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: ReauthPayload) => (await reauthCalls()).reauthenticate(api, payload),
});

export const requestReauthCodeMutationOptions = (api: ApiClient) => ({
  mutationFn: async () => (await reauthCalls()).requestReauthCode(api),
});

export const startInstagramReauthMutationOptions = (api: ApiClient) => ({
  mutationFn: async () => (await reauthCalls()).startInstagramReauth(api),
});
