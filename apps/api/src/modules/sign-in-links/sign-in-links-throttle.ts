import { MINUTE_MS } from '@ma/domain';
import type { Context } from 'hono';
import { clientAddress } from '../../lib/client-address.ts';
import type { AppEnv, Platform } from '../../lib/types.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { takeSlotsOrRefuse } from '../../rate-limit/take-slots.ts';

/**
 * Link reads per client address, previews and sign-ins together: a person opening a link uses
 * two; a script trying tokens (hopeless at 256 bits, but each try is a query) is cut off.
 */
export const SIGN_IN_LINK_RULE: RateLimitRule = { limit: 60, windowMs: 15 * MINUTE_MS };

export async function throttleSignInLinks<S extends Pick<Platform, 'rateLimiter' | 'trustProxy' | 'clock'>>(c: Context<AppEnv<S>>): Promise<void> {
  const { rateLimiter, trustProxy, clock } = c.var.services;
  const counters = [{ key: `sign-in-link:address:${clientAddress(c, trustProxy)}`, rule: SIGN_IN_LINK_RULE }];
  await takeSlotsOrRefuse(rateLimiter, counters, clock.now().getTime(), 'TOO_MANY_LOGIN_ATTEMPTS');
}
