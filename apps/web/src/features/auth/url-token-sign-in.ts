import { createApiClient, getTokenAccount, isApiError, previewSignInLink, type ApiClient } from '@ma/api-client';
import { accountInfoQueryOptions, accountKeys } from '@ma/api-client/query';
import { toast } from '@ma/ui/toasts';
import { env } from '../../env.ts';
import { readAccessToken } from '../../lib/session.ts';
import type { RouterContext } from '../../lib/router-context.ts';
import { decideUrlToken, tokenSubject, urlTokenKind, type AccountRead, type LinkRead } from './url-token-decision.ts';

// The root route loads this module for both: one file to fetch when a link comes.
export { UrlTokenPrompt } from './url-token-prompt.tsx';

/** A client that sends `token` (or none) rather than the stored session: a refusal here signs no one out. */
const clientWith = (token: string | undefined): ApiClient =>
  createApiClient({ ...(env.VITE_API_URL ? { baseUrl: env.VITE_API_URL } : {}), getToken: () => token });

const statusOf = (error: unknown) => (isApiError(error) ? error.status : 0);

/**
 * Whose account the link's token opens, e-mail masked, without entering it: a sign-in link is
 * previewed (not spent), a session token asks GET /v3/account/me/summary with itself.
 */
async function readLink(token: string): Promise<LinkRead> {
  const kind = urlTokenKind(token);
  try {
    const account = kind === 'link' ? await previewSignInLink(clientWith(undefined), { token }) : await getTokenAccount(clientWith(token));
    return { ok: true, kind, account, subject: kind === 'session' ? tokenSubject(token) : undefined };
  } catch (error) {
    return { ok: false, status: statusOf(error) };
  }
}

/** GET /v3/account/me with the stored session. */
async function readSession(token: string): Promise<AccountRead> {
  try {
    return { ok: true, account: await accountInfoQueryOptions(clientWith(token)).queryFn(), subject: tokenSubject(token) };
  } catch (error) {
    return { ok: false, status: statusOf(error) };
  }
}

/**
 * The root route's handling of a `?token=` link (url-token-decision.ts): asks before entering
 * (url-token-prompt.tsx), refreshes the session, or drops the token. Answers where to go, or
 * undefined to open the page the link named (under the question, when there is one).
 */
export async function signInWithUrlToken(
  token: string,
  { auth, queryClient, urlTokenQuestion }: Pick<RouterContext, 'auth' | 'queryClient' | 'urlTokenQuestion'>,
): Promise<'/login' | undefined> {
  const stored = readAccessToken();
  if (stored === token) return undefined;
  const [link, session] = await Promise.all([readLink(token), stored === undefined ? undefined : readSession(stored)]);
  const decision = decideUrlToken(link, session);
  // A stored session the server refused is over, whatever the link turns out to be.
  if (session && !session.ok && session.status === 401) auth.signOut();
  switch (decision.kind) {
    case 'confirm':
      urlTokenQuestion.set({ token, kind: urlTokenKind(token), link: decision.link });
      return undefined;
    case 'ask':
      queryClient.setQueryData(accountKeys.me(), decision.current);
      urlTokenQuestion.set({ token, kind: urlTokenKind(token), link: decision.link, current: decision.current });
      return undefined;
    case 'refresh':
      auth.signIn(token);
      return undefined;
    case 'stay':
      return undefined;
    case 'discard':
      toast.error(decision.message);
      return auth.isLoggedIn() ? undefined : '/login';
  }
}
