import { createMiddleware } from 'hono/factory';
import { apiError } from '../lib/errors.ts';
import type { Context } from 'hono';
import type { AppEnv, Platform } from '../lib/types.ts';
import type { SessionUser } from './session-users.ts';

const bearerPattern = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+) *$/i;

const sessionExpired = () => apiError('SESSION_EXPIRED').withHeaders({ 'WWW-Authenticate': 'Bearer' });

/**
 * Puts the signed-in user on the context, or answers 401. The token must be genuine and
 * unexpired, name a session that has not ended (auth/sessions.ts: sign-out, 'Encerrar', a
 * password change or reset end them) of the token's user, and carry the user's current token
 * version (bumping it revokes every token).
 * The database's verdict is only ever a positive answer: a lookup that fails or cannot be
 * trusted throws (503 DATABASE_UNAVAILABLE), it never reads as a missing account (decision 012).
 */
// Its env says only what it adds (the user), so that each module's handlers keep their own
// services type (AuthedEnv<…>); the two it reads are there on every request (app.ts).
export const requireAuth = createMiddleware<{ Variables: { user: Readonly<SessionUser> } }>(async (c, next) => {
  const token = bearerPattern.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) throw sessionExpired();
  const { tokens, sessionUsers, clock } = (c as unknown as Context<AppEnv<Pick<Platform, 'tokens' | 'sessionUsers' | 'clock'>>>).var.services;
  const claims = await tokens.verify(token);
  if (!claims) throw sessionExpired();
  const user = await sessionUsers.load(claims.sessionId);
  if (!user || user.id !== claims.userId || user.tokenVersion !== claims.tokenVersion) throw sessionExpired();
  sessionUsers.noteUse(user, clock.now());
  c.set('user', user);
  await next();
});
