import { createHash } from 'node:crypto';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/**
 * Failed sign-ins allowed in 15 minutes (docs/architecture.md "Auth"): 10 for one account from one
 * address, so that a flood of wrong passwords from one place cannot lock the owner out elsewhere;
 * 100 from one address across accounts; and a ceiling of 100 for one account across addresses,
 * against guessing spread over many addresses.
 */
export const PAIR_RULE: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
export const ADDRESS_RULE: RateLimitRule = { limit: 100, windowMs: FIFTEEN_MINUTES };
export const ACCOUNT_RULE: RateLimitRule = { limit: 100, windowMs: FIFTEEN_MINUTES };

// Hashed: the shared counter store never holds e-mail addresses.
const hashed = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

export interface SignInAttempt {
  /** The password was right: the attempt does not count, and this pair's failures are forgotten. */
  succeeded(): Promise<void>;
  /** Something broke before an answer: the attempt does not count. */
  abandoned(): Promise<void>;
}

export type SignInGate = { allowed: true; attempt: SignInAttempt } | { allowed: false; retryAfterMs: number };

/**
 * Reserves a failure slot for the account-and-address pair, the address and the account before the
 * password is checked, so that concurrent guesses cannot overrun the limits; a sign-in that
 * succeeds gives its slots back. Only failures count, and only while they are in the window.
 */
export async function openSignInAttempt(limiter: RateLimiter, who: { email: string; address: string }, now: number): Promise<SignInGate> {
  const account = hashed(who.email);
  const counters = [
    { key: `sign-in:pair:${account}:${who.address}`, rule: PAIR_RULE },
    { key: `sign-in:address:${who.address}`, rule: ADDRESS_RULE },
    { key: `sign-in:account:${account}`, rule: ACCOUNT_RULE },
  ];
  const taken: { key: string; ticket: string }[] = [];
  const giveBack = () => Promise.all(taken.map(({ key, ticket }) => limiter.release(key, ticket))).then(() => undefined);
  for (const { key, rule } of counters) {
    const decision = await limiter.consume(key, rule, now);
    if (!decision.allowed) {
      // Refused by one counter: the others must not count an attempt that never happened.
      await giveBack();
      return decision;
    }
    taken.push({ key, ticket: decision.ticket });
  }
  const [pair] = counters;
  return {
    allowed: true,
    attempt: {
      succeeded: async () => {
        await Promise.all([giveBack(), pair ? limiter.reset(pair.key) : undefined]);
      },
      abandoned: giveBack,
    },
  };
}
