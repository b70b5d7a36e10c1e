import { afterAll, describe } from 'vitest';
import { testEnv } from '../test/env.ts';
import { rateLimiterContract } from '../test/rate-limiter-contract.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

const url = testEnv.TEST_REDIS_URL;

describe.skipIf(!url)('RedisRateLimiter (TEST_REDIS_URL)', () => {
  // Keys are random per test and expire with their window: nothing to clean up.
  const limiter = url ? new RedisRateLimiter({ url, prefix: `test:${process.pid}:` }) : undefined;
  afterAll(() => limiter?.close());
  rateLimiterContract(() => {
    if (!limiter) throw new Error('TEST_REDIS_URL is not set');
    return limiter;
  });
});
