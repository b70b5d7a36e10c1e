import { createHash } from 'node:crypto';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter.ts';

const HOUR = 60 * 60 * 1000;
/** Recovery requests per e-mail and per address; every request counts, known account or not. */
export const FORGOT_EMAIL_RULE: RateLimitRule = { limit: 5, windowMs: HOUR };
export const FORGOT_ADDRESS_RULE: RateLimitRule = { limit: 20, windowMs: HOUR };

// Hashed: the shared counter store never holds e-mail addresses.
const emailKey = (email: string) => `forgot:email:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
const addressKey = (address: string) => `forgot:address:${address}`;

export type ForgotGate = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Takes a slot for the address and one for the e-mail. The e-mail's limit keeps anyone from
 * flooding a mailbox; the address's keeps one client from walking through many mailboxes.
 */
export async function openForgotRequest(limiter: RateLimiter, who: { email: string; address: string }, now: number): Promise<ForgotGate> {
  const byAddress = await limiter.consume(addressKey(who.address), FORGOT_ADDRESS_RULE, now);
  if (!byAddress.allowed) return byAddress;
  const byEmail = await limiter.consume(emailKey(who.email), FORGOT_EMAIL_RULE, now);
  if (!byEmail.allowed) {
    // Refused for this mailbox: it should not also use up the address's allowance.
    await limiter.release(addressKey(who.address), byAddress.ticket);
    return byEmail;
  }
  return { allowed: true };
}
