import { HOUR_MS } from '@ma/domain';
import type { AppServices } from '../services.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { hashedEmail, takeSlotsOrRefuse } from '../../rate-limit/take-slots.ts';

/**
 * E-mail change requests in an hour (docs/product/account-data.md), each of which mails a link to
 * an address nobody has proven yet: per account, so that one session cannot flood mailboxes, and
 * per new address, so that many accounts cannot flood one.
 */
export const EMAIL_CHANGE_ACCOUNT_RULE: RateLimitRule = { limit: 5, windowMs: HOUR_MS };
export const EMAIL_CHANGE_ADDRESS_RULE: RateLimitRule = { limit: 5, windowMs: HOUR_MS };

/** Takes a request from the account's and the new address's budgets, or refuses with 429. */
export async function throttleEmailChange(services: Pick<AppServices, 'rateLimiter' | 'clock'>, userId: string, newEmail: string): Promise<void> {
  const counters = [
    { key: `email-change:account:${userId}`, rule: EMAIL_CHANGE_ACCOUNT_RULE },
    { key: `email-change:address:${hashedEmail(newEmail)}`, rule: EMAIL_CHANGE_ADDRESS_RULE },
  ];
  await takeSlotsOrRefuse(services.rateLimiter, counters, services.clock.now().getTime(), 'TOO_MANY_EMAIL_CHANGES');
}
