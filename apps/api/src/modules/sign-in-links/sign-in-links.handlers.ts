import { authResponseSchema, signInLinkPayloadSchema, tokenAccountSchema } from '@ma/api-client/schemas';
import { maskEmail } from '@ma/domain';
import type { RouteHandler } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import { startSession } from '../../auth/sessions.ts';
import { users } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import type { AppRouteHandler, AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import type { AppServices } from '../services.ts';
import { throttleSignInLinks } from './sign-in-links-throttle.ts';
import type { ExchangeSignInLinkRoute, PreviewSignInLinkRoute, TokenAccountRoute } from './sign-in-links.routes.ts';
import { previewSignInLink as findLinkAccount, spendSignInLink } from './sign-in-links.ts';

/** The services this module's handlers use. */
export type SignInLinkNeeds = Pick<AppServices, 'db' | 'clock' | 'tokens' | 'rateLimiter' | 'trustProxy'>;

export const previewSignInLink: AppRouteHandler<PreviewSignInLinkRoute, SignInLinkNeeds> = async (c) => {
  const { token } = fromWire(signInLinkPayloadSchema, c.req.valid('json'));
  await throttleSignInLinks(c);
  const { db, clock } = c.var.services;
  const account = await findLinkAccount(db, token, clock.now());
  if (!account) throw apiError('TOKEN_INVALID');
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(tokenAccountSchema, account), 200);
};

export const exchangeSignInLink: AppRouteHandler<ExchangeSignInLinkRoute, SignInLinkNeeds> = async (c) => {
  const { token } = fromWire(signInLinkPayloadSchema, c.req.valid('json'));
  await throttleSignInLinks(c);
  const { db, clock } = c.var.services;
  const spent = await spendSignInLink(db, token, clock.now());
  const [user] = spent
    ? await db
        .select({ id: users.id, tokenVersion: users.tokenVersion, level: users.level })
        .from(users)
        .where(and(eq(users.id, spent.userId), isNull(users.deletedAt)))
    : [];
  if (!user) throw apiError('TOKEN_INVALID');
  const accessToken = await startSession(c, user);
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(authResponseSchema, { accessToken, level: user.level }), 200);
};

export const tokenAccount: RouteHandler<TokenAccountRoute, AuthedEnv<SignInLinkNeeds>> = (c) => {
  const { name, email, level } = c.var.user;
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(tokenAccountSchema, { name, email: email === null ? null : maskEmail(email), level }), 200);
};
