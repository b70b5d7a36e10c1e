import { HOUR_MS } from '@ma/domain';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { hashedEmail, takeSlots } from '../../rate-limit/take-slots.ts';

/** Recovery requests per e-mail and per address; every request counts, known account or not. */
export const FORGOT_EMAIL_RULE: RateLimitRule = { limit: 5, windowMs: HOUR_MS };
export const FORGOT_ADDRESS_RULE: RateLimitRule = { limit: 20, windowMs: HOUR_MS };

export type ForgotGate = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Takes a slot for the address and one for the e-mail. The e-mail's limit keeps anyone from
 * flooding a mailbox; the address's keeps one client from walking through many mailboxes.
 */
export async function openForgotRequest(limiter: RateLimiter, who: { email: string; address: string }, now: number): Promise<ForgotGate> {
  // Refused for one mailbox, a request does not also use up the address's allowance (or none).
  const counters = [
    { key: `forgot:address:${who.address}`, rule: FORGOT_ADDRESS_RULE },
    { key: `forgot:email:${hashedEmail(who.email)}`, rule: FORGOT_EMAIL_RULE },
  ];
  const decision = await takeSlots(limiter, counters, now);
  return decision.allowed ? { allowed: true } : decision;
}
