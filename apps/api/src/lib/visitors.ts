import { createHmac } from 'node:crypto';
import { dayRange, saoPauloDay } from '@ma/domain';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

/** Browsers whose verdict is kept: isbot is one large regular expression, costlier than the rest of a cached page. */
const KNOWN_BROWSERS = 5000;
/** Visitors whose key is kept: a visitor who comes back, or a burst from one browser, costs a lookup. */
const KNOWN_VISITORS = 100_000;

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

/**
 * Who the counted requests come from (kit visits, tracked-link clicks), keyed with `secret`. Each
 * browser's bot verdict and each visitor's key are computed once and kept, a bounded number of
 * them; the São Paulo day once a day.
 */
export function createVisitors(secret: string): Visitors {
  const bots = new LRUCache<string, boolean>({ max: KNOWN_BROWSERS });
  const keys = new LRUCache<string, string>({ max: KNOWN_VISITORS });
  let today = { day: '', from: 0, until: 0 };
  const dayOf = (now: Date) => {
    const t = now.getTime();
    if (t < today.from || t >= today.until) {
      const day = saoPauloDay(now);
      const { start, end } = dayRange(day);
      today = { day, from: start.getTime(), until: end.getTime() };
    }
    return today.day;
  };
  const isBot = (userAgent: string) => {
    let bot = bots.get(userAgent);
    if (bot === undefined) bots.set(userAgent, (bot = isbot(userAgent)));
    return bot;
  };
  return {
    of(address, userAgent, now) {
      if (!userAgent || isBot(userAgent)) return undefined;
      const day = dayOf(now);
      // Joined as the hash joins them: a header holds no line break.
      const browser = `${day}\n${address}\n${userAgent}`;
      let visitor = keys.get(browser);
      if (visitor === undefined) keys.set(browser, (visitor = visitorHash(secret, day, address, userAgent)));
      return { day, visitor };
    },
  };
}
