import { HOUR_MS, MINUTE_MS } from '@ma/domain';
import { tooManyAttempts } from '../../lib/errors.ts';
import type { AppServices } from '../services.ts';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { giveBack, hashedEmail, takeSlots } from '../../rate-limit/take-slots.ts';

const FIFTEEN_MINUTES = 15 * MINUTE_MS;
/**
 * Failed sign-ins allowed (docs/architecture.md "Auth"): 10 in 15 minutes for one account from
 * one address, so that a flood of wrong passwords from one place cannot lock the owner out
 * elsewhere; 100 in 15 minutes from one address across accounts; and a ceiling of 100 an hour for
 * one account across addresses, against guessing spread over many addresses (ASVS 2.2.1: at most
 * 100 failures an hour per account).
 */
export const PAIR_RULE: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
export const ADDRESS_RULE: RateLimitRule = { limit: 100, windowMs: FIFTEEN_MINUTES };
export const ACCOUNT_RULE: RateLimitRule = { limit: 100, windowMs: HOUR_MS };

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
 * `scope` names the counters: creators' ('sign-in'), or another kind of account's of its own
 * ('brand-sign-in'), so that one kind's failures never lock out another's.
 */
export async function openSignInAttempt(
  limiter: RateLimiter,
  who: { email: string; address: string },
  now: number,
  scope = 'sign-in',
): Promise<SignInGate> {
  const account = hashedEmail(who.email);
  const pair = `${scope}:pair:${account}:${who.address}`;
  // Refused by one counter, the others do not count an attempt that never happened.
  const decision = await takeSlots(
    limiter,
    [
      { key: pair, rule: PAIR_RULE },
      { key: `${scope}:address:${who.address}`, rule: ADDRESS_RULE },
      { key: `${scope}:account:${account}`, rule: ACCOUNT_RULE },
    ],
    now,
  );
  if (!decision.allowed) return decision;
  return {
    allowed: true,
    attempt: {
      succeeded: async () => {
        await Promise.all([giveBack(limiter, decision.taken), limiter.reset(pair)]);
      },
      abandoned: () => giveBack(limiter, decision.taken),
    },
  };
}

/**
 * The password of a signed-in account asked again (a new e-mail, password, PIX key or CPF/CNPJ;
 * a deletion): the one way to check it outside sign-in. It goes through the sign-in limits, in the
 * same counters, so a wrong one here and a failed sign-in add up, and a session left open is no
 * way to guess the password. Answers whether it is right; throws 429 TOO_MANY_LOGIN_ATTEMPTS once
 * the limits are reached, right password or not.
 */
export async function checkAccountPassword(
  services: Pick<AppServices, 'rateLimiter' | 'clock' | 'passwordHasher'>,
  account: { id: string; email: string | null; passwordHash: string },
  input: { password: string; address: string },
): Promise<boolean> {
  const { rateLimiter, clock, passwordHasher } = services;
  // An account has a password only with an e-mail; its id keeps any other apart all the same.
  const gate = await openSignInAttempt(rateLimiter, { email: account.email ?? account.id, address: input.address }, clock.now().getTime());
  if (!gate.allowed) throw tooManyAttempts('TOO_MANY_LOGIN_ATTEMPTS', gate.retryAfterMs);
  let valid: boolean;
  try {
    valid = await passwordHasher.verify(account.passwordHash, input.password);
  } catch (error) {
    // A failure of ours is not a wrong guess.
    await gate.attempt.abandoned().catch(() => undefined);
    throw error;
  }
  if (valid) await gate.attempt.succeeded();
  return valid;
}
