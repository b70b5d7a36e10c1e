import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter.ts';

/**
 * Unknown codes allowed per account in 15 minutes: plenty for typos, too few to guess
 * private codes by trying them.
 */
export const COUPON_GUESS_RULE: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };

const keyOf = (userId: string) => `coupon:account:${userId}`;

export type CouponAttemptGate =
  { allowed: true; /** The code existed: the attempt does not count. */ release(): Promise<void> } | { allowed: false; retryAfterMs: number };

/**
 * Reserves a slot before the lookup (so that concurrent guesses cannot overrun the limit);
 * an attempt whose code exists gives it back, whatever its outcome. Only unknown codes count.
 */
export async function openCouponAttempt(limiter: RateLimiter, userId: string, now: number): Promise<CouponAttemptGate> {
  const key = keyOf(userId);
  const decision = await limiter.consume(key, COUPON_GUESS_RULE, now);
  if (!decision.allowed) return decision;
  return { allowed: true, release: () => limiter.release(key, decision.ticket) };
}
