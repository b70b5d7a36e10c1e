import { LRUCache } from 'lru-cache';

/**
 * Values loaded by key and kept for `ttlMs` of the injected clock, at most `max` of them (the
 * least recently used go first, lru-cache keeps the bound). Concurrent asks for one key share one
 * load; a failed load is not kept; a value already loaded comes back as it is, not in a promise
 * (no turn of the event loop to wait).
 */
export interface PromiseCache<T> {
  get(key: string, now: number, load: () => Promise<T>): T | Promise<T>;
  /** Forgets a key, loaded or loading: the next ask loads it again. */
  delete(key: string): void;
  clear(): void;
}

interface Entry<T> {
  at: number;
  promise: Promise<T>;
  settled: boolean;
  value: T | undefined;
}

export function createPromiseCache<T>({ ttlMs, max }: { ttlMs: number; max: number }): PromiseCache<T> {
  // The age is checked here against the caller's clock rather than by lru-cache's own timer, so
  // that tests moving a clock by hand see entries age with it.
  const entries = new LRUCache<string, Entry<T>>({ max });
  return {
    get(key, now, load) {
      const hit = entries.get(key);
      // A clock that went back (another test's, a corrected one) does not make an entry fresh.
      if (hit && now - hit.at < ttlMs && now >= hit.at) return hit.settled ? (hit.value as T) : hit.promise;
      const promise = load();
      const entry: Entry<T> = { at: now, promise, settled: false, value: undefined };
      entries.set(key, entry);
      promise.then(
        (value) => Object.assign(entry, { settled: true, value }),
        () => {
          if (entries.peek(key) === entry) entries.delete(key);
        },
      );
      return promise;
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
