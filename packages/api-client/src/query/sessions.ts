import type { ApiClient } from '../client/create-client.ts';
import { mutationOf, sessionCalls } from './calls.ts';

/**
 * The account's sessions (docs/product/accounts-and-levels.md "The session"): a subpath of its
 * own ('@ma/api-client/query/sessions'), loaded by /account and by 'Sair'. Ending sessions
 * refreshes `sessionKeys.all`.
 */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
};

/** The active sessions, this one marked; read afresh each time the section shows. */
export const sessionsQueryOptions = (api: ApiClient) => ({
  queryKey: sessionKeys.list(),
  queryFn: async () => (await (await sessionCalls()).listSessions(api)).items,
  staleTime: 0,
});

/** 'Sair': ends this session on the server. The caller signs out whatever the answer. */
export const signOutMutationOptions = mutationOf(sessionCalls, (calls) => calls.signOut);

export const endSessionMutationOptions = mutationOf(sessionCalls, (calls) => calls.endSession);

export const endOtherSessionsMutationOptions = mutationOf(sessionCalls, (calls) => calls.endOtherSessions);
