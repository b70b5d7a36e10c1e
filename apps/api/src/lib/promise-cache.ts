/**
 * Values loaded by key and kept for `ttlMs` of the injected clock, at most `max` of them (the
 * oldest go first). Concurrent asks for one key share one load; a failed load is not kept; a
 * value already loaded comes back as it is, not in a promise (no turn of the event loop to wait).
 */
export interface PromiseCache<T> {
  get(key: string, now: number, load: () => Promise<T>): T | Promise<T>;
  clear(): void;
}

export function createPromiseCache<T>({ ttlMs, max }: { ttlMs: number; max: number }): PromiseCache<T> {
  const entries = new Map<string, { at: number; promise: Promise<T>; settled: boolean; value: T | undefined }>();
  return {
    get(key, now, load) {
      const hit = entries.get(key);
      // A clock that went back (another test's, a corrected one) does not make an entry fresh.
      if (hit && now - hit.at < ttlMs && now >= hit.at) return hit.settled ? (hit.value as T) : hit.promise;
      const promise = load();
      const entry = { at: now, promise, settled: false, value: undefined as T | undefined };
      entries.delete(key);
      entries.set(key, entry);
      promise.then(
        (value) => Object.assign(entry, { settled: true, value }),
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      if (entries.size > max) entries.delete(entries.keys().next().value ?? '');
      return promise;
    },
    clear: () => entries.clear(),
  };
}
