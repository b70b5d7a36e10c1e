import { HOUR_MS } from '@ma/domain';
import type { Context } from 'hono';
import { clientAddress } from '../../lib/client-address.ts';
import { tooManyAttempts } from '../../lib/errors.ts';
import type { AppEnv, Platform } from '../../lib/types.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';

/**
 * Requests per client address to the brand's list in 15 minutes, reads and decisions
 * together: a brand going through a long list with a few reloads stays far below it; a script
 * trying tokens or hammering the page does not (docs/product/brand-applicants.md).
 */
export const PROFILE_LIST_RULE: RateLimitRule = { limit: 300, windowMs: 15 * 60 * 1000 };

/** Takes one request from the address's budget, or refuses with 429 and Retry-After. */
export async function throttleProfileList<S extends Pick<Platform, 'rateLimiter' | 'trustProxy' | 'clock'>>(c: Context<AppEnv<S>>): Promise<void> {
  const { rateLimiter, trustProxy, clock } = c.var.services;
  const key = `profile-list:address:${clientAddress(c, trustProxy)}`;
  const decision = await rateLimiter.consume(key, PROFILE_LIST_RULE, clock.now().getTime());
  if (!decision.allowed) throw tooManyAttempts('TOO_MANY_PROFILE_LIST_REQUESTS', decision.retryAfterMs);
}

/**
 * Changes of decision on one application in an hour, from any address: a brand that changes its
 * mind a few times stays far below it; a script flipping it forever does not, and every change
 * pushes the creator's notice back by its quiet period (decision-notice.ts).
 */
export const DECISION_CHANGES_RULE: RateLimitRule = { limit: 10, windowMs: HOUR_MS };

/** Takes one change from the application's budget, or refuses with 429 and Retry-After. */
export async function throttleDecisionChanges({ rateLimiter, clock }: Pick<Platform, 'rateLimiter' | 'clock'>, applicationId: string): Promise<void> {
  const decision = await rateLimiter.consume(`profile-list:decision:${applicationId}`, DECISION_CHANGES_RULE, clock.now().getTime());
  if (!decision.allowed) throw tooManyAttempts('TOO_MANY_DECISION_CHANGES', decision.retryAfterMs);
}
