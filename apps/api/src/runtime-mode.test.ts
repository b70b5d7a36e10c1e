import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { createLogger, silentLogger } from './lib/logger.ts';
import { checkRunMode, productionProblems, runMode } from './runtime-mode.ts';

const server = 'postgres://app@db:5432/app';
const secret = 'x'.repeat(32);
const ready = {
  DATABASE_URL: server,
  JWT_SECRET: secret,
  TOKEN_ENCRYPTION_KEY: secret,
  TRACKING_SECRET: secret,
  APP_ORIGIN: 'https://app.example.com',
  SMTP_URL: 'smtp://u:p@smtp.example.com:587',
  S3_BUCKET: 'uploads',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('the run mode', () => {
  it('is the demo on the embedded database, production on a PostgreSQL server', () => {
    expect(runMode(loadEnv({}))).toBe('demo');
    expect(runMode(loadEnv({ DATABASE_URL: server }))).toBe('production');
  });

  it('is the demo on a server only when DEMO_MODE asks, and says so loudly', () => {
    const lines: string[] = [];
    const env = loadEnv({ DATABASE_URL: server, DEMO_MODE: '1' });
    expect(
      checkRunMode(
        env,
        createLogger('info', (line) => lines.push(line)),
      ),
    ).toBe('demo');
    expect(lines.some((line) => JSON.parse(line).level === 'warn' && /DEMO MODE/.test(line))).toBe(true);
  });

  it('refuses production without what every process must share, naming each variable in one line', () => {
    expect(() => checkRunMode(loadEnv({ DATABASE_URL: server }), silentLogger)).toThrow(
      /^Production needs JWT_SECRET, TOKEN_ENCRYPTION_KEY, TRACKING_SECRET, APP_ORIGIN, SMTP_URL, S3_BUCKET /,
    );
    // DEMO_MODE=0 on the embedded database: production, which needs a database server too.
    expect(() => checkRunMode(loadEnv({ ...ready, DATABASE_URL: undefined, DEMO_MODE: '0' }), silentLogger)).toThrow(/DATABASE_URL/);
    expect(productionProblems(loadEnv({ ...ready, JWT_SECRET: undefined }))).toEqual(['JWT_SECRET']);
    expect(checkRunMode(loadEnv(ready), silentLogger)).toBe('production');
  });
});
