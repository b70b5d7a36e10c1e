import { describe, expect, it } from 'vitest';
import { rateLimiterContract } from '../test/rate-limiter-contract.ts';
import { MemoryRateLimiter } from './memory-rate-limiter.ts';

describe('MemoryRateLimiter', () => {
  const limiter = new MemoryRateLimiter();
  rateLimiterContract(() => limiter);

  it('drops keys whose window has passed once it holds too many', async () => {
    const small = new MemoryRateLimiter({ maxKeys: 2 });
    const rule = { limit: 1, windowMs: 1000 };
    await small.consume('a', rule, 0);
    await small.consume('b', rule, 0);
    await small.consume('c', rule, 5000);
    // 'a' was swept: it is allowed again at once, as its window had long passed anyway.
    expect((await small.consume('a', rule, 5000)).allowed).toBe(true);
    expect((await small.consume('c', rule, 5000)).allowed).toBe(false);
  });
});
