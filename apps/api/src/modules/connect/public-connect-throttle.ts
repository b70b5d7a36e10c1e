import type { Context } from 'hono';
import { clientAddress } from '../../lib/client-address.ts';
import { tooManyAttempts } from '../../lib/errors.ts';
import type { AppEnv, Platform } from '../../lib/types.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';

/**
 * Sign-ups with Instagram one address may start in 15 minutes. Starting needs no session and
 * writes a state row (oauth-states.ts): a person who cancels and tries again a few times stays
 * far below it, a script filling the table does not (docs/product/connect.md).
 */
export const PUBLIC_CONNECT_RULE: RateLimitRule = { limit: 20, windowMs: 15 * 60 * 1000 };

/** Takes one start from the address's budget, or refuses with 429 and Retry-After. */
export async function throttlePublicConnect<S extends Pick<Platform, 'rateLimiter' | 'trustProxy' | 'clock'>>(c: Context<AppEnv<S>>): Promise<void> {
  const { rateLimiter, trustProxy, clock } = c.var.services;
  const decision = await rateLimiter.consume(`connect-public:address:${clientAddress(c, trustProxy)}`, PUBLIC_CONNECT_RULE, clock.now().getTime());
  if (!decision.allowed) throw tooManyAttempts('TOO_MANY_CONNECT_STARTS', decision.retryAfterMs);
}
