import { describe, expect, it } from 'vitest';
import { createPromiseCache } from './promise-cache.ts';

describe('createPromiseCache', () => {
  it('shares one load while it runs, answers the loaded value as it is until it ages, and forgets a failure', async () => {
    const cache = createPromiseCache<number>({ ttlMs: 1000, max: 10 });
    let loads = 0;
    const load = () => Promise.resolve((loads += 1));
    const first = cache.get('a', 0, load);
    expect(cache.get('a', 10, load)).toBe(first);
    expect(await first).toBe(1);
    expect(cache.get('a', 999, load)).toBe(1);
    expect(await cache.get('a', 1000, load)).toBe(2);
    expect(await cache.get('a', 500, load)).toBe(3);
    await expect(cache.get('b', 0, () => Promise.reject(new Error('fora')))).rejects.toThrow('fora');
    expect(await cache.get('b', 1, load)).toBe(4);
    cache.clear();
    expect(await cache.get('a', 501, load)).toBe(5);
  });

  it('keeps at most `max` keys, the oldest going first', async () => {
    const cache = createPromiseCache<string>({ ttlMs: 1000, max: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, 0, async () => key);
    let reloaded = false;
    await cache.get('a', 1, async () => ((reloaded = true), 'a'));
    expect(reloaded).toBe(true);
  });

  it('forgets one key, even while it loads: the next ask loads again', async () => {
    const cache = createPromiseCache<number>({ ttlMs: 1000, max: 10 });
    let loads = 0;
    const load = () => Promise.resolve((loads += 1));
    const loading = cache.get('a', 0, load);
    cache.delete('a');
    expect(await loading).toBe(1);
    expect(await cache.get('a', 1, load)).toBe(2);
    cache.delete('a');
    expect(await cache.get('a', 2, load)).toBe(3);
    expect(cache.get('a', 3, load)).toBe(3);
  });
});
