import { HOUR_MS } from '@ma/domain';
import type { Context } from 'hono';
import type { AuthedEnv, Platform } from '../../lib/types.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { takeSlotsOrRefuse } from '../../rate-limit/take-slots.ts';

/**
 * Kit saves per account in an hour, the editor's and the look's together (docs/product/media-kit.md):
 * a creator saves on a click, a few times a sitting, far below it; a script saving in a loop
 * makes a new version each time, and each version's link-preview image is drawn anew (about a
 * second of a core) the next time the link is shared. A save counts once its body has the kit's
 * shape, before the checks that read the database: a refused one (a version conflict) counts too.
 */
export const KIT_SAVE_RULE: RateLimitRule = { limit: 60, windowMs: HOUR_MS };

/** Takes one save from the account's budget before the payload is checked, or refuses with 429. */
export async function throttleKitSave<S extends Pick<Platform, 'rateLimiter' | 'clock'>>(c: Context<AuthedEnv<S>>): Promise<void> {
  const { rateLimiter, clock } = c.var.services;
  const counters = [{ key: `kit-save:account:${c.var.user.id}`, rule: KIT_SAVE_RULE }];
  await takeSlotsOrRefuse(rateLimiter, counters, clock.now().getTime(), 'TOO_MANY_KIT_SAVES');
}
