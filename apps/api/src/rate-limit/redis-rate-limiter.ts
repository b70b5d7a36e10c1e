import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RateLimitDecision, RateLimiter, RateLimitRule } from './rate-limiter.ts';

// A sorted set per key, scored by time: trim what left the window, then take a slot
// unless the window is full, in one atomic step for every process sharing this Redis.
const CONSUME = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count >= limit then
  local freeing = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
  return {0, tonumber(freeing[2]) + window - now}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}
`;

/** Counters shared by every API process, in Redis (REDIS_URL). */
export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(options: { url: string; prefix?: string; onError?: (error: Error) => void }) {
    // Bounded retries: while Redis is away a sign-in fails (500) rather than hangs or goes unthrottled.
    this.#redis = new Redis(options.url, { maxRetriesPerRequest: 2 });
    this.#redis.on('error', (error: Error) => options.onError?.(error));
    this.#prefix = options.prefix ?? 'ma:rate-limit:';
  }

  async consume(key: string, rule: RateLimitRule, now: number): Promise<RateLimitDecision> {
    const ticket = `${now}:${randomUUID()}`;
    const reply = await this.#redis.eval(CONSUME, 1, this.#prefix + key, now, rule.windowMs, rule.limit, ticket);
    const [allowed, retryAfterMs] = Array.isArray(reply) ? reply.map(Number) : [];
    if (allowed === 1) return { allowed: true, ticket };
    return { allowed: false, retryAfterMs: retryAfterMs ?? rule.windowMs };
  }

  async release(key: string, ticket: string): Promise<void> {
    await this.#redis.zrem(this.#prefix + key, ticket);
  }

  async reset(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key);
  }

  async close(): Promise<void> {
    await this.#redis.quit();
  }
}
