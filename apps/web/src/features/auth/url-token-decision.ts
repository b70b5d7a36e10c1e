import type { AccountInfo } from '@ma/api-client/schemas';
import { DEFAULT_ERROR_MESSAGE, TOKEN_INVALID_MESSAGE } from '@ma/domain';

/** GET /v3/account/me asked with one token: the account and the token's subject, or the status that refused it (0: no answer). */
export type AccountRead = { ok: true; account: AccountInfo; subject: string | undefined } | { ok: false; status: number };

export type UrlTokenDecision =
  /** No usable session in this browser: the link signs in, as it always did. */
  | { kind: 'sign-in'; account: AccountInfo }
  /** A newer token of the account already signed in: stored without a word. */
  | { kind: 'refresh'; account: AccountInfo }
  /** Another account than the signed-in one: the person chooses; until then nothing changes. */
  | { kind: 'ask'; other: AccountInfo; current: AccountInfo }
  /** The link's token is dropped; the session, if any, stays. */
  | { kind: 'discard'; message: string };

/**
 * What a `?token=` link does (docs/product/routes-and-navigation.md "Token in the URL"), from
 * `/me` read with the link's token and, when a session is stored, with the session's. A link
 * never replaces a live session of another account silently: that would have a creator connect
 * networks or register a PIX key inside the account of whoever sent the link.
 *
 * Accounts are the same when the tokens' subjects (the account id the server signed) are: `/me`
 * answers no id, and names repeat and Instagram-made accounts have no e-mail. A subject is only
 * trusted here because the server has just accepted the token that carries it.
 */
export function decideUrlToken(link: AccountRead, session: AccountRead | undefined): UrlTokenDecision {
  if (!link.ok) return { kind: 'discard', message: isRefusal(link.status) ? TOKEN_INVALID_MESSAGE : DEFAULT_ERROR_MESSAGE };
  // A stored session the server refuses (revoked, expired) is no session: any 401 signs out.
  if (!session || (!session.ok && session.status === 401)) return { kind: 'sign-in', account: link.account };
  // Who is signed in cannot be told now: the safe choice is to keep them.
  if (!session.ok) return { kind: 'discard', message: DEFAULT_ERROR_MESSAGE };
  if (link.subject !== undefined && link.subject === session.subject) return { kind: 'refresh', account: link.account };
  return { kind: 'ask', other: link.account, current: session.account };
}

/** A 4xx is the server refusing the token; a 429, a 5xx or no answer says nothing about it. */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 429;

/** The `sub` claim of a JWT, read without checking the signature (see decideUrlToken); undefined for anything else. */
export function tokenSubject(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return undefined;
    return typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}
