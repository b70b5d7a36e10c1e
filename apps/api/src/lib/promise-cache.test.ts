import { describe, expect, it } from 'vitest';
import { createPromiseCache } from './promise-cache.ts';

describe('createPromiseCache', () => {
  it('shares one load while it runs, answers the loaded value until it ages, and forgets a failure', async () => {
    const cache = createPromiseCache<number>({ ttlMs: 1000, max: 10 });
    let loads = 0;
    const load = () => Promise.resolve((loads += 1));
    const first = cache.get('a', 0, load);
    const second = cache.get('a', 10, load);
    expect([await first, await second, loads]).toEqual([1, 1, 1]);
    expect(await cache.get('a', 999, load)).toBe(1);
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
    expect(await cache.get('a', 3, load)).toBe(3);
  });
});

describe('createPromiseCache with staleMs', () => {
  it('answers an aged value at once while one reload runs, then the new value; waits once it is too old', async () => {
    const cache = createPromiseCache<number>({ ttlMs: 1000, max: 10, staleMs: 1000 });
    let loads = 0;
    let finishReload = () => {};
    const load = () => Promise.resolve((loads += 1));
    expect(await cache.get('a', 0, load)).toBe(1);
    const slowLoad = () => new Promise<number>((resolve) => (finishReload = () => resolve((loads += 1))));
    expect(await cache.get('a', 1000, slowLoad)).toBe(1);
    expect(await cache.get('a', 1500, slowLoad)).toBe(1);
    expect(loads).toBe(1);
    finishReload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', 1600, load)).toBe(2);
    expect(await cache.get('a', 4000, load)).toBe(3);
  });

  it('keeps the aged value when its reload fails, and loads again on the next ask', async () => {
    const cache = createPromiseCache<number>({ ttlMs: 1000, max: 10, staleMs: 1000 });
    expect(await cache.get('a', 0, async () => 1)).toBe(1);
    let failed = false;
    expect(
      await cache.get('a', 1100, async () => {
        failed = true;
        throw new Error('fora');
      }),
    ).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failed).toBe(true);
    expect(await cache.get('a', 1200, async () => 2)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', 1300, async () => 3)).toBe(2);
  });
});
