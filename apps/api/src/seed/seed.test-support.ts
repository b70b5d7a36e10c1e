import type { App, AppOptions } from '../app.ts';
import type { Database } from '../db/database.ts';
import { silentLogger } from '../lib/logger.ts';
import { DEMO_PASSWORD } from '../modules/account/seed/demo-accounts.seeder.ts';
import { call, createTestApp, createTestClock, createTestHasher } from '../test/test-app.ts';
import { seedDatabase } from './index.ts';

/** The demo data, as the seed command writes it, with the tests' password hasher and clock. */
export const seedForTest = (db: Database) => seedDatabase({ db, passwordHasher: createTestHasher(), clock: createTestClock(), logger: silentLogger });

/**
 * The demo seeded twice, as two starts of the demo would (the second must add nothing), and the
 * app over it (with `overrides`, as createTestApp takes them).
 */
export async function seedTwice(db: Database, overrides: Partial<AppOptions> = {}): Promise<App> {
  await seedForTest(db);
  await seedForTest(db);
  return createTestApp(db, overrides).app;
}

/** The access token of a demo account, signed in with the demo password they all share. */
export async function demoToken(app: App, email: string): Promise<string> {
  const signIn = await call(app, 'POST', '/v3/account/auth', { body: { email, password: DEMO_PASSWORD } });
  return String(signIn.json?.['access_token']);
}
