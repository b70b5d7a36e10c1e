import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { socialAccounts, users } from '../db/schema.ts';
import { silentLogger } from '../lib/logger.ts';
import { seedForTest } from './seed.test-support.ts';
import { testDatabases } from '../test/databases.ts';
import { call, createTestApp, createTestClock, createTestHasher, useTestDatabase } from '../test/test-app.ts';
import { DEMO_PASSWORD, demoAccounts } from '../modules/account/seed/demo-accounts.seeder.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { seedDemoOnFirstRun } from './index.ts';
import { DEMO_BRAND } from '../modules/brands/demo-brand.seeder.ts';

/** A database with no account yet. */
const isDatabaseEmpty = async (db: Database) => (await db.select({ id: users.id }).from(users).limit(1)).length === 0;

describe.each(testDatabases)('seed ($name)', (database) => {
  const context = useTestDatabase(database);
  const seed = () => seedForTest(context.handle.db);

  it('fills an empty database once, and adds nothing the second time', async () => {
    expect(await isDatabaseEmpty(context.handle.db)).toBe(true);
    await seed();
    expect(await isDatabaseEmpty(context.handle.db)).toBe(false);
    const totals = async () => ({
      users: (await context.handle.db.select({ n: count() }).from(users))[0]?.n,
      socials: (await context.handle.db.select({ n: count() }).from(socialAccounts))[0]?.n,
    });
    const first = await totals();
    // The three level accounts and the survey demo account (nps@example.com).
    expect(first).toEqual({ users: 4, socials: 2 });
    await seed();
    expect(await totals()).toEqual(first);
  });

  it.each(demoAccounts.map((account) => [account.email, account] as const))(
    '%s signs in with the demo password at its level',
    async (email, account) => {
      await seed();
      const { app } = createTestApp(context.handle.db);
      const signIn = await call(app, 'POST', '/v3/account/auth', { body: { email, password: DEMO_PASSWORD } });
      expect(signIn.status).toBe(200);
      expect(signIn.json?.['level']).toBe(account.expectedLevel);

      const me = await call(app, 'GET', '/v3/account/me', { token: String(signIn.json?.['access_token']) });
      expect(me.json?.['user']).toEqual({
        name: account.name,
        level: account.expectedLevel,
        email: account.email,
        has_password: true,
        reauth_methods: ['password'],
      });
      expect(me.json?.['socials']).toEqual((account.socials ?? []).map(({ network, username }) => ({ network, username })));
      expect(me.json?.['profile']).toEqual({ picture: account.mediaKit ? expect.stringMatching(/^data:image\/svg\+xml;base64,/) : null });
    },
  );

  it('has an approved demo brand that signs in with the demo password, with a draft, a proposal in review and a published one', async () => {
    await seed();
    await seed();
    const { app } = createTestApp(context.handle.db);
    const signIn = await call(app, 'POST', '/v3/brand/auth', { body: { email: DEMO_BRAND.email, password: DEMO_PASSWORD } });
    expect(signIn).toMatchObject({
      status: 200,
      json: { brand: { name: DEMO_BRAND.company, status: 'approved' }, member: { role: 'owner', email_confirmed: true } },
    });
    const cookie = /ma_brand_session=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const proposals = await call(app, 'GET', '/v3/brand/proposals', { headers: { cookie } });
    expect((proposals.json?.['items'] as { state: string }[]).map((item) => item.state).sort()).toEqual(['draft', 'published', 'submitted']);
  });

  it('gives Ouro a kit at /ouro that shows everything, Prata a complete one without networks, Bronze an empty one', async () => {
    await seed();
    const { app } = createTestApp(context.handle.db);
    const ouro = (await call(app, 'GET', '/v3/media-kit/public/ouro')).json;
    expect(ouro).toMatchObject({ level: 'gold', picture_url: expect.any(String), bio: expect.any(String), city: 'Salvador', state: 'BA' });
    for (const part of ['networks', 'rates', 'brands', 'highlights', 'niches'] as const) expect(ouro?.[part]).not.toHaveLength(0);
    expect(ouro).toMatchObject({ whatsapp: expect.any(String), contact_email: expect.any(String) });
    const rows = await context.handle.db.select({ email: users.email, username: users.username }).from(users);
    const usernameOf = (email: string) => rows.find((row) => row.email === email)?.username ?? '';
    const prata = (await call(app, 'GET', `/v3/media-kit/public/${usernameOf('prata@example.com')}`)).json;
    expect(prata).toMatchObject({ level: 'silver', networks: [] });
    const bronze = (await call(app, 'GET', `/v3/media-kit/public/${usernameOf('bronze@example.com')}`)).json;
    expect(bronze).toMatchObject({ level: 'bronze', bio: '', rates: [], brands: [], highlights: [], picture_url: null });
  });
});

// Each block has a database of its own: these start from an empty one.
describe.each(testDatabases)('the demo seed on start ($name)', (database) => {
  const context = useTestDatabase(database);

  // The attack: an operator's empty production database got four accounts with a public password.
  it('never seeds in production, nor on a PostgreSQL server, however empty the database', async () => {
    const context_ = { db: context.handle.db, passwordHasher: createTestHasher(), clock: createTestClock(), logger: silentLogger };
    const dataDir = mkdtempSync(join(tmpdir(), 'ma-seed-'));
    expect(await seedDemoOnFirstRun(context_, { mode: 'production', env: { DATA_DIR: dataDir, DATABASE_URL: undefined } })).toBe(false);
    const server = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://app@db:5432/app' };
    expect(await seedDemoOnFirstRun(context_, { mode: 'production', env: server })).toBe(false);
    expect(await seedDemoOnFirstRun(context_, { mode: 'demo', env: server })).toBe(false);
    expect(await isDatabaseEmpty(context.handle.db)).toBe(true);
  });

  it("seeds the embedded demo on its first run only: later starts keep the tester's changes", async () => {
    const context_ = { db: context.handle.db, passwordHasher: createTestHasher(), clock: createTestClock(), logger: silentLogger };
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'ma-seed-')), DATABASE_URL: undefined };
    expect(await seedDemoOnFirstRun(context_, { mode: 'demo', env })).toBe(true);
    expect(await isDatabaseEmpty(context.handle.db)).toBe(false);
    await context.handle.db.delete(socialAccounts);
    expect(await seedDemoOnFirstRun(context_, { mode: 'demo', env })).toBe(false);
    expect((await context.handle.db.select({ n: count() }).from(socialAccounts))[0]?.n).toBe(0);
  });
});
