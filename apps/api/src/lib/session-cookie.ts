import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/database.ts';
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
  /** The OpenAPI security scheme that names it, and how the document describes it (pt-BR). */
  scheme: string;
  description: string;
}

/** What newSecretToken writes: anything else in the cookie opens nothing, without asking the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The request's session token, if its cookie holds one of ours. */
export function sessionToken(c: Context, cookie: SessionCookie): string | undefined {
  const token = getCookie(c, cookie.name);
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** Whether the browser reached us over https: the configured origin says so, or the request does (behind our proxy). */
export const reachedOverHttps = (c: Context, configuredOrigin: string, trustProxy: boolean): boolean =>
  configuredOrigin.startsWith('https:') || requestOrigin(c, trustProxy)?.startsWith('https:') === true;

const cookieOptions = (cookie: SessionCookie, secure: boolean) => ({ path: cookie.path, httpOnly: true, sameSite: 'Strict' as const, secure });

/** What a session's row keeps: the token's hash (never the token), when it started and ends, from where. */
interface SessionRow {
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  ip: string;
}

/**
 * Starts a session from `now`: `store` writes its row (and may clear the owner's expired ones), then
 * the cookie that names it is set, Secure when `secure`, for as long as the session lasts.
 */
export async function startCookieSession(
  c: Context,
  cookie: SessionCookie,
  { now, trustProxy, secure }: { now: Date; trustProxy: boolean; secure: boolean },
  store: (row: SessionRow) => Promise<unknown>,
): Promise<void> {
  const token = newSecretToken();
  await store({
    tokenHash: hashSecretToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + cookie.ttlMs),
    ip: clientAddress(c, trustProxy),
  });
  setCookie(c, cookie.name, token, { ...cookieOptions(cookie, secure), maxAge: cookie.ttlMs / 1000 });
}

/** Ends the request's session, if it has one (deletes its row from `table`), and deletes the cookie from the browser. */
export async function endCookieSession(
  c: Context,
  cookie: SessionCookie,
  secure: boolean,
  { db, table }: { db: Database; table: PgTable & { tokenHash: PgColumn } },
): Promise<void> {
  const token = sessionToken(c, cookie);
  if (token) await db.delete(table).where(eq(table.tokenHash, hashSecretToken(token)));
  deleteCookie(c, cookie.name, cookieOptions(cookie, secure));
}

/** Describes the cookie in the OpenAPI document, as the security scheme of the routes behind it. */
export function registerSessionCookieScheme(router: Pick<OpenAPIHono, 'openAPIRegistry'>, cookie: SessionCookie): void {
  router.openAPIRegistry.registerComponent('securitySchemes', cookie.scheme, {
    type: 'apiKey',
    in: 'cookie',
    name: cookie.name,
    description: cookie.description,
  });
}
