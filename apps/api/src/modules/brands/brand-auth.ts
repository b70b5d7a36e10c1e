import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { BrandMemberRole, BrandStatus } from '@ma/api-client/brand';
import { DAY_MS } from '@ma/domain';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../../db/database.ts';
import { brandMembers, brands, brandSessions } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import { errorContent, errorResponses } from '../../lib/openapi.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';
import { endCookieSession, reachedOverHttps, sessionToken, startCookieSession, type SessionCookie } from '../../lib/session-cookie.ts';
import type { AppEnv, Platform } from '../../lib/types.ts';

/**
 * The brands' sessions and the gate of every /v3/brand route that needs one (decision 038): a
 * cookie of their own (`ma_brand_session`: HttpOnly, SameSite=Strict, Secure behind TLS,
 * Path=/v3/brand), naming a server-side session of 30 days. A creator's token never opens a brand
 * route and this cookie never reaches another path. A removed member's sessions are deleted with
 * the removal, and a live session of a removed member is refused all the same.
 */

export const BRAND_SESSION_COOKIE: SessionCookie = {
  name: 'ma_brand_session',
  path: '/v3/brand',
  ttlMs: 30 * DAY_MS,
  scheme: 'BrandCookie',
  description: 'A sessão de uma pessoa de uma marca (30 dias), aberta pelo cadastro, pela entrada ou por um convite aceito.',
};

/** The signed-in member of a request, and where their brand stands. */
export interface SignedInMember {
  id: string;
  brandId: string;
  role: BrandMemberRole;
  brandStatus: BrandStatus;
  sessionId: string;
}

export type BrandAuthNeeds = Pick<Platform, 'db' | 'clock' | 'trustProxy' | 'appOrigin'>;

/** The context of a route behind `brandRoute`. */
export interface BrandEnv<S = BrandAuthNeeds> {
  Variables: { services: S; member: Readonly<SignedInMember> };
}

const servicesOf = (c: Context) => (c as unknown as Context<AppEnv<BrandAuthNeeds>>).var.services;

/** Secure behind TLS: the app's origin is https, or the request came over it. */
const secure = (c: Context) => {
  const { appOrigin, trustProxy } = servicesOf(c);
  return reachedOverHttps(c, appOrigin, trustProxy);
};

/** Starts a session of `memberId` (in `db`, the caller's transaction if it has one), and sets the cookie that names it. */
export async function startBrandSession(c: Context, db: Database, memberId: string): Promise<void> {
  const { clock, trustProxy } = servicesOf(c);
  await startCookieSession(c, BRAND_SESSION_COOKIE, { now: clock.now(), trustProxy, secure: secure(c) }, async (row) => {
    // The member's sessions that have run out go first: the table keeps live ones only.
    await db.delete(brandSessions).where(and(eq(brandSessions.memberId, memberId), lte(brandSessions.expiresAt, row.createdAt)));
    await db.insert(brandSessions).values({ memberId, ...row });
  });
}

/** Ends the request's session (its row and its cookie), if it has one. */
export const endBrandSession = (c: Context): Promise<void> =>
  endCookieSession(c, BRAND_SESSION_COOKIE, secure(c), { db: servicesOf(c).db, table: brandSessions });

/** The live member of a session token. */
async function sessionMember(db: Database, token: string, now: Date): Promise<SignedInMember | undefined> {
  const [row] = await db
    .select({ id: brandMembers.id, brandId: brandMembers.brandId, role: brandMembers.role, brandStatus: brands.status, sessionId: brandSessions.id })
    .from(brandSessions)
    .innerJoin(brandMembers, eq(brandMembers.id, brandSessions.memberId))
    .innerJoin(brands, eq(brands.id, brandMembers.brandId))
    .where(and(eq(brandSessions.tokenHash, hashSecretToken(token)), gt(brandSessions.expiresAt, now), isNull(brandMembers.removedAt)));
  return row;
}

/** What a route asks of the member beyond a live session. */
export interface MemberRule {
  /** Only once an operator approved the brand (403 BRAND_NOT_APPROVED before). */
  approved?: boolean;
  /** Only the brand's owner (403 BRAND_OWNER_ONLY). */
  owner?: boolean;
}

/** Puts the session's member on the context: 401 SESSION_EXPIRED without a live session, 403 outside `rule`. */
export const requireMember = (rule: MemberRule) =>
  createMiddleware<{ Variables: { member: Readonly<SignedInMember> } }>(async (c, next) => {
    const token = sessionToken(c, BRAND_SESSION_COOKIE);
    const { db, clock } = servicesOf(c);
    const member = token ? await sessionMember(db, token, clock.now()) : undefined;
    if (!member) throw apiError('SESSION_EXPIRED');
    if (rule.approved && member.brandStatus !== 'approved') throw apiError('BRAND_NOT_APPROVED');
    if (rule.owner && member.role !== 'owner') throw apiError('BRAND_OWNER_ONLY');
    c.set('member', member);
    await next();
  });

type BrandRouteConfig<P extends string> = Omit<RouteConfig, 'path' | 'security' | 'middleware'> & { path: P };

/** A /v3/brand route behind a member's session, and `rule`. */
export const brandRoute = <P extends string, R extends BrandRouteConfig<P>>(rule: MemberRule, config: R) =>
  createRoute({
    ...config,
    security: [{ [BRAND_SESSION_COOKIE.scheme]: [] }],
    middleware: [requireMember(rule)] as const,
    responses: {
      ...errorResponses(401, 500),
      ...(rule.approved || rule.owner
        ? { 403: errorContent('Marca ainda não aprovada (BRAND_NOT_APPROVED) ou ação só do responsável (BRAND_OWNER_ONLY)') }
        : {}),
      ...config.responses,
    },
  });
