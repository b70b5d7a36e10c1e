import { describe, expect, it } from 'vitest';
import type { Database } from './db/database.ts';
import { loadEnv } from './env.ts';
import { silentLogger } from './lib/logger.ts';
import { accountDeps } from './runtime-accounts.ts';
import { createTestClock } from './test/test-app.ts';

// Building the adapters touches neither the database nor the network.
const deps = { db: {} as Database, clock: createTestClock(), logger: silentLogger, mode: 'demo' as const };

describe('accountDeps', () => {
  it('is the offline demo on the embedded default: outbox mail, no Google, links to localhost:PORT', () => {
    const built = accountDeps(loadEnv({ PORT: '4204' }), deps);
    expect(built.mailer?.kind).toBe('outbox');
    expect(built.google).toBeUndefined();
    expect(built.demoMode).toBe(true);
    expect(built.appOrigin).toBe('http://localhost:4204');
  });

  // Reset poisoning: a mail that really leaves must never carry an address a request's Host chose.
  it("follows the request's origin only in the demo, without APP_ORIGIN, and while no mail leaves", () => {
    expect(accountDeps(loadEnv({}), deps).originFromRequest).toBe(true);
    expect(accountDeps(loadEnv({ SMTP_URL: 'smtp://u:p@smtp.example.com:587' }), deps).originFromRequest).toBe(false);
    expect(accountDeps(loadEnv({ APP_ORIGIN: 'https://app.example.com' }), deps).originFromRequest).toBe(false);
    expect(accountDeps(loadEnv({ DATABASE_URL: 'postgres://app@db:5432/app' }), { ...deps, mode: 'production' }).originFromRequest).toBe(false);
  });

  it('is the demo only in the demo mode', () => {
    expect(accountDeps(loadEnv({ DATABASE_URL: 'postgres://app@db:5432/app' }), { ...deps, mode: 'production' }).demoMode).toBe(false);
  });

  it('sends mail by SMTP and verifies Google tokens when configured', () => {
    const built = accountDeps(
      loadEnv({
        SMTP_URL: 'smtp://u:p@smtp.example.com:587',
        GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
        APP_ORIGIN: 'https://app.example.com',
      }),
      deps,
    );
    expect(built.mailer?.kind).toBe('smtp');
    expect(built.google?.clientId).toBe('abc.apps.googleusercontent.com');
    expect(built.appOrigin).toBe('https://app.example.com');
  });

  it('refuses configuration it cannot use, naming the variable', () => {
    expect(() => loadEnv({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
    expect(() => accountDeps(loadEnv({ SMTP_URL: 'http://mail.example.com' }), deps)).toThrow(/smtp:\/\//);
  });
});
