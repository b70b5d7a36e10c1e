import { LRUCache } from 'lru-cache';
import { isDatabaseUnavailable } from '../db/pg-errors.ts';

/**
 * The last value read for each key, to answer from while the database is out of reach (the
 * public pages, decision 027): each kept `maxAgeMs` of the injected clock from its read, at most
 * `max` of them (the least recently read go first).
 */
export function createLastRead<T extends object>({ max, maxAgeMs }: { max: number; maxAgeMs: number }) {
  const entries = new LRUCache<string, { value: T; at: number }>({ max });
  return {
    set: (key: string, value: T, now: number) => void entries.set(key, { value, at: now }),
    delete: (key: string) => void entries.delete(key),
    get(key: string, now: number): T | undefined {
      const entry = entries.get(key);
      return entry && now >= entry.at && now - entry.at <= maxAgeMs ? entry.value : undefined;
    },
  };
}

export type LastRead<T extends object> = ReturnType<typeof createLastRead<T>>;

/**
 * What `read` answers; when the database is out of reach, the value `last` still holds, said to
 * be stale. Any other failure, or an outage with nothing held, is the read's own error (a 503
 * for an outage, app.ts).
 */
export async function orLastRead<T>(read: () => T | Promise<T>, last: () => T | undefined): Promise<{ value: T; stale: boolean }> {
  try {
    return { value: await read(), stale: false };
  } catch (error) {
    const held = isDatabaseUnavailable(error) ? last() : undefined;
    if (held === undefined) throw error;
    return { value: held, stale: true };
  }
}

/**
 * The Cache-Control of a page answered from what the process last read, during an outage: no
 * cache (a CDN, the browser) keeps it, so that the fresh page is asked for once the database is
 * back.
 */
export const STALE_PAGE_CACHE_CONTROL = 'no-store';
