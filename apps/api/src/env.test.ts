import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('serves the embedded default with nothing set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/\.data$/);
    expect(env.WEB_DIST_DIR).toMatch(/\/apps\/web\/dist$/);
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: '', TRUST_PROXY: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('reads the variables it knows', () => {
    const env = loadEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      JWT_SECRET: 'x'.repeat(32),
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    expect(env).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgres://app@db:5432/app', TRUST_PROXY: true, LOG_LEVEL: 'warn' });
  });

  it('refuses what it cannot use, naming the variable', () => {
    expect(() => loadEnv({ JWT_SECRET: 'curto' })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });
});
