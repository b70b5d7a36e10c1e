import type { AccountInfo, TokenAccount } from '@ma/api-client/schemas';
import { DEFAULT_ERROR_MESSAGE, maskEmail, TOKEN_INVALID_MESSAGE } from '@ma/domain';
import type { UrlTokenKind } from '../../lib/url-token-question.ts';

/**
 * What a `?token=` carries: a sign-in link (15 minutes, once; spent through the API) or a
 * session token (a JWT: three dot-separated parts), which a person may still paste there.
 */
export const urlTokenKind = (token: string): UrlTokenKind => (token.split('.').length === 3 ? 'session' : 'link');

/** Whose account the link's token opens (name, masked e-mail, level), or the status that refused it (0: no answer). */
export type LinkRead = { ok: true; kind: UrlTokenKind; account: TokenAccount; subject: string | undefined } | { ok: false; status: number };

/** GET /v3/account/me asked with the stored session: the account and the token's subject, or the status that refused it. */
export type AccountRead = { ok: true; account: AccountInfo; subject: string | undefined } | { ok: false; status: number };

export type UrlTokenDecision =
  /** No usable session in this browser: the person sees whose account it is and enters or leaves. */
  | { kind: 'confirm'; link: TokenAccount }
  /** Another account than the signed-in one: the person chooses; until then nothing changes. */
  | { kind: 'ask'; link: TokenAccount; current: AccountInfo }
  /** A newer session token of the account already signed in: stored without a word. */
  | { kind: 'refresh' }
  /** A sign-in link to the account already signed in: nothing to do, the link stays unused. */
  | { kind: 'stay' }
  /** The link's token is dropped; the session, if any, stays. */
  | { kind: 'discard'; message: string };

/**
 * What a `?token=` link does (docs/product/routes-and-navigation.md "Token in the URL"), from
 * whose account the link opens and, when a session is stored, `/me` read with it. A link never
 * puts anyone into an account silently: the person first sees whose it is and chooses, or
 * whoever sent the link would receive the Instagram, the CPF and the PIX key they then enter.
 *
 * Two session tokens are of the same account when their subjects (the account id the server
 * signed) are: `/me` answers no id, names repeat and Instagram-made accounts have no e-mail. A
 * subject is only trusted here because the server has just accepted the token that carries it.
 * A sign-in link carries no subject: it is the signed-in account's when the name and the masked
 * e-mail are; a mistake there only leaves the person where they are.
 */
export function decideUrlToken(link: LinkRead, session: AccountRead | undefined): UrlTokenDecision {
  if (!link.ok) return { kind: 'discard', message: isRefusal(link.status) ? TOKEN_INVALID_MESSAGE : DEFAULT_ERROR_MESSAGE };
  // A stored session the server refuses (revoked, expired) is no session: any 401 signs out.
  if (!session || (!session.ok && session.status === 401)) return { kind: 'confirm', link: link.account };
  // Who is signed in cannot be told now: the safe choice is to keep them.
  if (!session.ok) return { kind: 'discard', message: DEFAULT_ERROR_MESSAGE };
  if (link.kind === 'session' && link.subject !== undefined && link.subject === session.subject) return { kind: 'refresh' };
  if (link.kind === 'link' && sameHolder(link.account, session.account)) return { kind: 'stay' };
  return { kind: 'ask', link: link.account, current: session.account };
}

const sameHolder = (link: TokenAccount, { user }: AccountInfo) =>
  link.name === user.name && link.email === (user.email === null ? null : maskEmail(user.email));

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
