import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { OperatorRole } from '@ma/api-client/admin';
import { HOUR_MS } from '@ma/domain';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../../db/database.ts';
import { operators, operatorSessions } from '../../db/schema.ts';
import type { Actor } from '../../lib/audited-write.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { apiError } from '../../lib/errors.ts';
import { errorContent, errorResponses } from '../../lib/openapi.ts';
import type { AppEnv } from '../../lib/types.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';
import { endCookieSession, reachedOverHttps, sessionToken, startCookieSession, type SessionCookie } from '../../lib/session-cookie.ts';
import type { AppServices } from '../services.ts';

/**
 * The operators' sessions and the gate of every /v3/admin route (docs/decisions/035-operators.md):
 * a cookie of their own (`ma_operator`: HttpOnly, SameSite=Strict, Secure behind TLS, Path=/v3/admin),
 * naming a server-side session of 12 hours at most; requests only from the back office's origin;
 * and the roles each route states, in the OpenAPI document (`x-roles`), which the role matrix test
 * reads. Later admin modules declare their routes with `adminRoute` and write through
 * lib/audited-write.ts with `actorOf`.
 */

export const OPERATOR_SESSION_COOKIE: SessionCookie = {
  name: 'ma_operator',
  path: '/v3/admin',
  ttlMs: 12 * HOUR_MS,
  scheme: 'OperatorCookie',
  description: 'A sessão de um operador (12 horas), aberta por POST /v3/admin/auth com senha e segundo fator.',
};

/** The signed-in operator of a request. */
export interface SignedInOperator {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  sessionId: string;
}

export type OperatorAuthNeeds = Pick<AppServices, 'db' | 'clock' | 'trustProxy' | 'appOrigin' | 'operatorAccess'>;

/** The context of a route behind `adminRoute`. */
export interface OperatorEnv<S = OperatorAuthNeeds> {
  Variables: { services: S; operator: Readonly<SignedInOperator> };
}

const servicesOf = (c: Context) => (c as unknown as Context<AppEnv<OperatorAuthNeeds>>).var.services;

/** The only origin the admin API answers: BACKOFFICE_ORIGIN, else the app's own (in the demo, the request's). */
const allowedOrigin = (services: OperatorAuthNeeds) => services.operatorAccess.backofficeOrigin ?? services.appOrigin;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Refuses (403 ORIGIN_NOT_ALLOWED) a request whose Origin is another site's, and a write that
 * names no origin: a browser names it on every write, so only a script outside one omits it.
 */
function refuseForeignOrigin(c: Context): void {
  const origin = c.req.header('origin');
  const refused = origin === undefined ? !SAFE_METHODS.has(c.req.method) : origin !== allowedOrigin(servicesOf(c));
  if (refused) throw apiError('ORIGIN_NOT_ALLOWED');
}

/** `refuseForeignOrigin` for the routes without a session (sign-in, setup). */
export const backofficeOriginOnly = createMiddleware(async (c, next) => {
  refuseForeignOrigin(c);
  await next();
});

/** Secure behind TLS: the configured origins are https, or the request came over it. */
const secure = (c: Context) => {
  const services = servicesOf(c);
  return reachedOverHttps(c, allowedOrigin(services), services.trustProxy);
};

/** Starts a session of `operatorId`: its row, and the cookie that names it. */
export async function startOperatorSession(c: Context, operatorId: string): Promise<void> {
  const { db, clock, trustProxy } = servicesOf(c);
  await startCookieSession(c, OPERATOR_SESSION_COOKIE, { now: clock.now(), trustProxy, secure: secure(c) }, async (row) => {
    // The operator's sessions that have run out go first: the table keeps live ones only.
    await db.delete(operatorSessions).where(and(eq(operatorSessions.operatorId, operatorId), lte(operatorSessions.expiresAt, row.createdAt)));
    await db.insert(operatorSessions).values({ operatorId, ...row });
  });
}

/** Ends the request's session (its row and its cookie), if it has one. */
export const endOperatorSession = (c: Context): Promise<void> =>
  endCookieSession(c, OPERATOR_SESSION_COOKIE, secure(c), { db: servicesOf(c).db, table: operatorSessions });

/** Ends every session of an operator (disabled, or their factor reset). */
export const endOperatorSessions = async (db: Database, operatorId: string): Promise<void> => {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
};

/** The operator of a live session token, unless disabled. */
async function sessionOperator(db: Database, token: string, now: Date): Promise<SignedInOperator | undefined> {
  const [row] = await db
    .select({ id: operators.id, email: operators.email, name: operators.name, role: operators.role, sessionId: operatorSessions.id })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, hashSecretToken(token)), gt(operatorSessions.expiresAt, now), isNull(operators.disabledAt)));
  return row;
}

/**
 * Puts the session's operator on the context: 403 ORIGIN_NOT_ALLOWED from another origin, 401
 * SESSION_EXPIRED without a live session, 403 OPERATOR_FORBIDDEN outside `roles`.
 */
export const requireOperator = (roles: readonly OperatorRole[]) =>
  createMiddleware<{ Variables: { operator: Readonly<SignedInOperator> } }>(async (c, next) => {
    refuseForeignOrigin(c);
    const token = sessionToken(c, OPERATOR_SESSION_COOKIE);
    const { db, clock } = servicesOf(c);
    const operator = token ? await sessionOperator(db, token, clock.now()) : undefined;
    if (!operator) throw apiError('SESSION_EXPIRED');
    if (!roles.includes(operator.role)) throw apiError('OPERATOR_FORBIDDEN');
    c.set('operator', operator);
    await next();
  });

/** Who writes, for lib/audited-write.ts: the request's operator and address. */
export function actorOf<S extends Pick<AppServices, 'trustProxy'>>(c: Context<OperatorEnv<S>>): Actor {
  return { operatorId: c.var.operator.id, ip: clientAddress(c, c.var.services.trustProxy) };
}

type AdminRouteConfig<P extends string> = Omit<RouteConfig, 'path' | 'security' | 'middleware'> & { path: P };

const rolesNote = (roles: readonly OperatorRole[]) => (roles.length ? `Perfis: ${roles.join(', ')}.` : 'Sem sessão.');

/**
 * A /v3/admin route behind an operator's session and one of `roles`, which the OpenAPI document
 * shows (`x-roles`, and the description): the role matrix test reads them from there.
 */
export const adminRoute = <P extends string, R extends AdminRouteConfig<P>>(roles: readonly [OperatorRole, ...OperatorRole[]], config: R) =>
  createRoute({
    ...config,
    description: [config.description, rolesNote(roles)].filter(Boolean).join(' '),
    'x-roles': roles,
    security: [{ [OPERATOR_SESSION_COOKIE.scheme]: [] }],
    middleware: [requireOperator(roles)] as const,
    responses: {
      ...errorResponses(401, 500),
      403: errorContent('Perfil sem acesso (OPERATOR_FORBIDDEN) ou origem que não é a do backoffice (ORIGIN_NOT_ALLOWED)'),
      ...config.responses,
    },
  });

/** A /v3/admin route without a session (sign-in, setup): `x-roles` empty, still only from the back office's origin. */
export const openAdminRoute = <P extends string, R extends AdminRouteConfig<P>>(config: R) =>
  createRoute({
    ...config,
    description: [config.description, rolesNote([])].filter(Boolean).join(' '),
    'x-roles': [],
    middleware: [backofficeOriginOnly] as const,
    responses: { 403: errorContent('Origem que não é a do backoffice (ORIGIN_NOT_ALLOWED)'), ...config.responses },
  });
