import { mutationOf, reauthCalls } from './calls.ts';

/**
 * The 'Confirme que é você' dialog's mutations (docs/decisions/025-re-authentication.md): a
 * subpath of its own ('@ma/api-client/query/reauth'), loaded with the dialog.
 */
export const reauthenticateMutationOptions = mutationOf(reauthCalls, (calls) => calls.reauthenticate);

export const requestReauthCodeMutationOptions = mutationOf(reauthCalls, (calls) => calls.requestReauthCode);

export const startInstagramReauthMutationOptions = mutationOf(reauthCalls, (calls) => calls.startInstagramReauth);
