import type { ApiClient } from '../client/create-client.ts';
import { activeSessionsSchema } from '../schemas/sessions.ts';

/** 'Sair': ends this session on the server (its token stops working everywhere). */
export const signOut = (api: ApiClient) => api.request('post', '/v3/account/auth/sign-out');

/** The account's active sessions, this one marked. */
export const listSessions = (api: ApiClient) => api.request('get', '/v3/account/sessions', { schema: activeSessionsSchema });

/** 'Encerrar': ends one session of the account. */
export const endSession = (api: ApiClient, id: string) => api.request('delete', `/v3/account/sessions/${encodeURIComponent(id)}`);

/** 'Encerrar todas as outras sessões': every session but this one. */
export const endOtherSessions = (api: ApiClient) => api.request('post', '/v3/account/sessions/end-others');
