import { join } from 'node:path';
import { loadOrCreateJwtSecret, loadOrCreateSecret } from './auth/jwt-secret.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import type { Env } from './env.ts';
import type { Logger } from './lib/logger.ts';
import { MemoryRateLimiter } from './rate-limit/memory-rate-limiter.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import { RedisRateLimiter } from './rate-limit/redis-rate-limiter.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export function openConfiguredDatabase(env: Env): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL) return openDatabase({ dataDir: join(env.DATA_DIR, 'pglite') });
  return openDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
}

export function createRateLimiter(env: Env, logger: Logger): RateLimiter {
  if (!env.REDIS_URL) return new MemoryRateLimiter();
  return new RedisRateLimiter({ url: env.REDIS_URL, onError: (error) => logger.warn('redis: connection failed', { error }) });
}

export function resolveJwtSecret(env: Env, logger: Logger): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.DATABASE_URL) {
    logger.warn('JWT_SECRET is not set: using a secret kept in DATA_DIR; every API process must share one, so set JWT_SECRET when running several');
  }
  return loadOrCreateJwtSecret(env.DATA_DIR);
}

/**
 * The key of the affiliate click ids and the visitors' hashes: TRACKING_SECRET, or one generated
 * into DATA_DIR like the JWT secret (several API processes must be given the same one).
 */
export const resolveTrackingSecret = (env: Env): string => env.TRACKING_SECRET ?? loadOrCreateSecret(env.DATA_DIR, 'tracking-secret');
