import { HOUR_MS } from '@ma/domain';
import type { Context } from 'hono';
import { clientAddress } from '../../lib/client-address.ts';
import type { AppEnv, Platform } from '../../lib/types.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { takeSlotsOrRefuse } from '../../rate-limit/take-slots.ts';

/**
 * Sign-ups per client address in an hour (docs/product/accounts-and-levels.md): a family or an
 * office signing up together stays far below it; a script making accounts (to squat addresses,
 * send mail to strangers or list which e-mails exist) does not. Every sign-up the schema let
 * through counts, an e-mail already taken too.
 */
export const REGISTRATION_RULE: RateLimitRule = { limit: 10, windowMs: HOUR_MS };

/** Takes one sign-up from the address's budget, or refuses with 429 and Retry-After. */
export async function throttleRegistration<S extends Pick<Platform, 'rateLimiter' | 'trustProxy' | 'clock' | 'demoMode'>>(
  c: Context<AppEnv<S>>,
): Promise<void> {
  const { rateLimiter, trustProxy, clock, demoMode } = c.var.services;
  // The demo runs on one machine for one person, every request from the same address.
  if (demoMode) return;
  const counters = [{ key: `register:address:${clientAddress(c, trustProxy)}`, rule: REGISTRATION_RULE }];
  await takeSlotsOrRefuse(rateLimiter, counters, clock.now().getTime(), 'TOO_MANY_REGISTRATIONS');
}
