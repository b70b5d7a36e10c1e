import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientAddress } from './client-address.ts';
import { requestOrigin } from './request-origin.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';

/**
 * The cookie of a server-side session of those who are not creators (a brand's members, decision
 * 038; operators, decision 035): HttpOnly, SameSite=Strict, Secure behind TLS, sent only to its
 * own path. It carries a random token; the session's row keeps only its SHA-256, so a leaked
 * table opens no session, and ending a session deletes its row.
 */
export interface SessionCookie {
  name: string;
  /** The routes it is sent to (and no others). */
  path: string;
  /** How long a session lasts at most. */
  ttlMs: number;
  /** The OpenAPI security scheme that names it. */
  scheme: string;
}

/** What newSecretToken writes: anything else in the cookie opens nothing, without asking the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The request's session token, if its cookie holds one of ours. */
export function sessionToken(c: Context, cookie: SessionCookie): string | undefined {
  const token = getCookie(c, cookie.name);
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** A new session from `now`: the token for the cookie, and what its row keeps (the token's hash, when it ends, from where). */
export function newSession(c: Context, cookie: SessionCookie, now: Date, trustProxy: boolean) {
  const token = newSecretToken();
  const row = {
    tokenHash: hashSecretToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + cookie.ttlMs),
    ip: clientAddress(c, trustProxy),
  };
  return { token, row };
}

/** Whether the browser reached us over https: the configured origin says so, or the request does (behind our proxy). */
export const reachedOverHttps = (c: Context, configuredOrigin: string, trustProxy: boolean): boolean =>
  configuredOrigin.startsWith('https:') || requestOrigin(c, trustProxy)?.startsWith('https:') === true;

const cookieOptions = (cookie: SessionCookie, secure: boolean) => ({ path: cookie.path, httpOnly: true, sameSite: 'Strict' as const, secure });

/** Sets the cookie that names the session of `token`, for as long as the session lasts. */
export function setSessionCookie(c: Context, cookie: SessionCookie, token: string, secure: boolean): void {
  setCookie(c, cookie.name, token, { ...cookieOptions(cookie, secure), maxAge: cookie.ttlMs / 1000 });
}

/** Deletes the cookie from the browser. */
export function clearSessionCookie(c: Context, cookie: SessionCookie, secure: boolean): void {
  deleteCookie(c, cookie.name, cookieOptions(cookie, secure));
}

/** Describes the cookie in the OpenAPI document, as the security scheme of the routes behind it. */
export function registerSessionCookieScheme(router: Pick<OpenAPIHono, 'openAPIRegistry'>, cookie: SessionCookie, description: string): void {
  router.openAPIRegistry.registerComponent('securitySchemes', cookie.scheme, { type: 'apiKey', in: 'cookie', name: cookie.name, description });
}
