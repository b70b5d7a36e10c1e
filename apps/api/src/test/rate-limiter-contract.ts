import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';

const rule = { limit: 3, windowMs: 60_000 };
const T0 = Date.parse('2026-03-02T12:00:00Z');

/** What every RateLimiter must do, whichever store holds the counters. */
export function rateLimiterContract(limiter: () => RateLimiter) {
  const key = () => `test:${randomUUID()}`;

  it('allows `limit` events per window, then says how long until a slot frees up', async () => {
    const k = key();
    for (let i = 0; i < 3; i += 1) expect((await limiter().consume(k, rule, T0 + i * 1000)).allowed).toBe(true);
    expect(await limiter().consume(k, rule, T0 + 10_000)).toEqual({ allowed: false, retryAfterMs: 50_000 });
  });

  it('slides: each event leaves the window on its own', async () => {
    const k = key();
    await limiter().consume(k, rule, T0);
    await limiter().consume(k, rule, T0 + 20_000);
    await limiter().consume(k, rule, T0 + 40_000);
    expect((await limiter().consume(k, rule, T0 + 59_999)).allowed).toBe(false);
    expect((await limiter().consume(k, rule, T0 + 60_000)).allowed).toBe(true);
    expect(await limiter().consume(k, rule, T0 + 60_001)).toEqual({ allowed: false, retryAfterMs: 19_999 });
  });

  it('does not count refused events', async () => {
    const k = key();
    for (let i = 0; i < 3; i += 1) await limiter().consume(k, rule, T0);
    for (let i = 0; i < 5; i += 1) await limiter().consume(k, rule, T0 + 30_000);
    expect((await limiter().consume(k, rule, T0 + 60_000)).allowed).toBe(true);
  });

  it('gives a released slot back, and forgets a reset key', async () => {
    const k = key();
    const first = await limiter().consume(k, rule, T0);
    await limiter().consume(k, rule, T0);
    await limiter().consume(k, rule, T0);
    if (!first.allowed) throw new Error('the first event is always allowed');
    await limiter().release(k, first.ticket);
    expect((await limiter().consume(k, rule, T0)).allowed).toBe(true);
    expect((await limiter().consume(k, rule, T0)).allowed).toBe(false);
    await limiter().reset(k);
    expect((await limiter().consume(k, rule, T0)).allowed).toBe(true);
  });

  it('keeps keys apart', async () => {
    const [a, b] = [key(), key()];
    for (let i = 0; i < 3; i += 1) await limiter().consume(a, rule, T0);
    expect((await limiter().consume(a, rule, T0)).allowed).toBe(false);
    expect((await limiter().consume(b, rule, T0)).allowed).toBe(true);
  });

  it('never lets concurrent events overrun the limit', async () => {
    const k = key();
    const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter().consume(k, rule, T0)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
  });
}
