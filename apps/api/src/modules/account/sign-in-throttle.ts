import { createHash } from 'node:crypto';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed sign-ins allowed per account and per address (docs/architecture.md "Auth"). */
export const ACCOUNT_RULE: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
export const ADDRESS_RULE: RateLimitRule = { limit: 100, windowMs: FIFTEEN_MINUTES };

// Hashed: the shared counter store never holds e-mail addresses.
const accountKey = (email: string) => `sign-in:account:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
const addressKey = (address: string) => `sign-in:address:${address}`;

export interface SignInAttempt {
  /** The password was right: the attempt does not count, and the account's failures are forgotten. */
  succeeded(): Promise<void>;
  /** Something broke before an answer: the attempt does not count. */
  abandoned(): Promise<void>;
}

export type SignInGate = { allowed: true; attempt: SignInAttempt } | { allowed: false; retryAfterMs: number };

/**
 * Reserves a failure slot for the account and for the address before the password is
 * checked, so that concurrent guesses cannot overrun the limits; a sign-in that succeeds
 * gives its slots back. Only failures count, and only while they are in the window.
 */
export async function openSignInAttempt(limiter: RateLimiter, who: { email: string; address: string }, now: number): Promise<SignInGate> {
  const account = accountKey(who.email);
  const address = addressKey(who.address);
  const byAccount = await limiter.consume(account, ACCOUNT_RULE, now);
  if (!byAccount.allowed) return byAccount;
  const byAddress = await limiter.consume(address, ADDRESS_RULE, now);
  if (!byAddress.allowed) {
    await limiter.release(account, byAccount.ticket);
    return byAddress;
  }
  const giveBack = async () => {
    await Promise.all([limiter.release(account, byAccount.ticket), limiter.release(address, byAddress.ticket)]);
  };
  return {
    allowed: true,
    attempt: {
      succeeded: async () => {
        await Promise.all([limiter.reset(account), limiter.release(address, byAddress.ticket)]);
      },
      abandoned: giveBack,
    },
  };
}
