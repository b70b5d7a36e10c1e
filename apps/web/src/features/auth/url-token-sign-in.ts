import { createApiClient, isApiError } from '@ma/api-client';
import { accountInfoQueryOptions, accountKeys } from '@ma/api-client/query';
import { tokenLoginDestination } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { env } from '../../env.ts';
import { readAccessToken } from '../../lib/session.ts';
import type { RouterContext } from '../../lib/router-context.ts';
import { decideUrlToken, tokenSubject, type AccountRead } from './url-token-decision.ts';
import { urlTokenQuestion } from './url-token.ts';

// The root route loads this module for both: one file to fetch when a link comes.
export { UrlTokenPrompt } from './url-token-prompt.tsx';

/**
 * GET /v3/account/me with `token` rather than the stored session: a refusal here is the link's,
 * and signs no one out.
 */
async function readAccount(token: string): Promise<AccountRead> {
  const api = createApiClient({ ...(env.VITE_API_URL ? { baseUrl: env.VITE_API_URL } : {}), getToken: () => token });
  try {
    return { ok: true, account: await accountInfoQueryOptions(api).queryFn(), subject: tokenSubject(token) };
  } catch (error) {
    return { ok: false, status: isApiError(error) ? error.status : 0 };
  }
}

/**
 * The root route's handling of a `?token=` link (url-token-decision.ts): signs in, refreshes the
 * session, asks (url-token-prompt.tsx) or drops the token. Answers where to go, or undefined to
 * open the page the link named.
 */
export async function signInWithUrlToken(
  token: string,
  { auth, queryClient }: Pick<RouterContext, 'auth' | 'queryClient'>,
): Promise<ReturnType<typeof tokenLoginDestination> | '/login' | undefined> {
  const stored = readAccessToken();
  if (stored === token) return undefined;
  const [link, session] = await Promise.all([readAccount(token), stored === undefined ? undefined : readAccount(stored)]);
  const decision = decideUrlToken(link, session);
  switch (decision.kind) {
    case 'sign-in':
      queryClient.clear();
      auth.signIn(token);
      queryClient.setQueryData(accountKeys.me(), decision.account);
      return tokenLoginDestination(decision.account.user.level);
    case 'refresh':
      auth.signIn(token);
      queryClient.setQueryData(accountKeys.me(), decision.account);
      return undefined;
    case 'ask':
      queryClient.setQueryData(accountKeys.me(), decision.current);
      urlTokenQuestion.set({ token, other: decision.other, current: decision.current });
      return undefined;
    case 'discard':
      toast.error(decision.message);
      if (session && !session.ok && session.status === 401) auth.signOut();
      return auth.isLoggedIn() ? undefined : '/login';
  }
}
