import { createHmac } from 'node:crypto';
import { saoPauloDay } from '@ma/domain';
import { isbot } from 'isbot';

/**
 * A visitor of a day, as the counters store it: an HMAC of the address and the browser keyed
 * with a secret and the São Paulo day, so that unique visitors count per day, no address is
 * stored, and nobody can be followed from one day to the next.
 */
export const visitorHash = (secret: string, day: string, address: string, userAgent: string): string =>
  createHmac('sha256', secret).update(`${day}\n${address}\n${userAgent}`).digest('base64url').slice(0, 22);

export interface Visitor {
  /** The São Paulo day of the visit. */
  day: string;
  /** The visitor's key of that day (visitorHash). */
  visitor: string;
}

export interface Visitors {
  /** Who a request at `now` comes from; undefined for a bot or link-preview fetcher, or a request naming no browser: those are not counted. */
  of(address: string, userAgent: string | undefined, now: Date): Visitor | undefined;
}

/** Who the counted requests come from (kit visits, tracked-link clicks), keyed with `secret`. */
export function createVisitors(secret: string): Visitors {
  return {
    of(address, userAgent, now) {
      if (!userAgent || isbot(userAgent)) return undefined;
      const day = saoPauloDay(now);
      return { day, visitor: visitorHash(secret, day, address, userAgent) };
    },
  };
}
