import { LRUCache } from 'lru-cache';

/**
 * Values loaded by key and kept for `ttlMs` of the injected clock, at most `max` of them (the
 * least recently used go first, lru-cache keeps the bound). Concurrent asks for one key share one
 * load; a failed load is not kept.
 *
 * `staleMs` (stale-while-revalidate): for that long after a value ages, an ask still gets it at
 * once and starts its reload, so that the asks arriving while the reload runs do not all queue
 * behind it. Past `ttlMs + staleMs` an ask waits for a new value.
 */
export interface PromiseCache<T> {
  get(key: string, now: number, load: () => Promise<T>): Promise<T>;
  /** Forgets a key, loaded or loading: the next ask loads it again. */
  delete(key: string): void;
  clear(): void;
}

type Entry<T> = { at: number; loading: Promise<T> } | { at: number; value: T; reloading?: Promise<T> };

export function createPromiseCache<T>({ ttlMs, max, staleMs = 0 }: { ttlMs: number; max: number; staleMs?: number }): PromiseCache<T> {
  // The age is checked here against the caller's clock rather than by lru-cache's own timer, so
  // that tests moving a clock by hand see entries age with it.
  const entries = new LRUCache<string, Entry<T>>({ max });

  /** A load's value replaces `entry`, unless the key was forgotten or loaded anew meanwhile. */
  function settle(key: string, now: number, entry: Entry<T>, promise: Promise<T>): Promise<T> {
    promise.then(
      (value) => {
        if (entries.peek(key) === entry) entries.set(key, { at: now, value });
      },
      () => {
        if (entries.peek(key) !== entry) return;
        // A failed first load is not kept; a failed reload leaves the old value to age out.
        if ('loading' in entry) entries.delete(key);
        else delete entry.reloading;
      },
    );
    return promise;
  }

  return {
    async get(key, now, loader) {
      const entry = entries.get(key);
      // A clock that went back (another test's, a corrected one) does not make an entry fresh.
      const age = entry ? now - entry.at : -1;
      if (entry && age >= 0) {
        if ('loading' in entry) {
          if (age < ttlMs) return entry.loading;
        } else if (age < ttlMs) {
          return entry.value;
        } else if (age < ttlMs + staleMs) {
          entry.reloading ??= settle(key, now, entry, loader()).catch(() => entry.value);
          return entry.value;
        }
      }
      const loading = { at: now, loading: loader() };
      entries.set(key, loading);
      return settle(key, now, loading, loading.loading);
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
