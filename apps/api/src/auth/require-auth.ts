import { createMiddleware } from 'hono/factory';
import { apiError } from '../lib/errors.ts';
import type { AuthedEnv } from '../lib/types.ts';

const bearerPattern = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+) *$/i;

const sessionExpired = () => apiError('SESSION_EXPIRED').withHeaders({ 'WWW-Authenticate': 'Bearer' });

/**
 * Puts the signed-in user on the context, or answers 401. The token must be genuine and
 * unexpired, and carry the user's current token version (bumping it revokes every token).
 * The database's verdict is only ever a positive answer: a lookup that fails or cannot be
 * trusted throws (503 DATABASE_UNAVAILABLE), it never reads as a missing account (decision 012).
 */
export const requireAuth = createMiddleware<AuthedEnv>(async (c, next) => {
  const token = bearerPattern.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) throw sessionExpired();
  const { tokens, sessionUsers } = c.var.services;
  const claims = await tokens.verify(token);
  if (!claims) throw sessionExpired();
  const user = await sessionUsers.load(claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) throw sessionExpired();
  c.set('user', user);
  await next();
});
