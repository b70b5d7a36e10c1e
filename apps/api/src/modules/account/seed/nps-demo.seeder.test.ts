import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../lib/logger.ts';
import { DEMO_PASSWORD } from './demo-accounts.seeder.ts';
import { testDatabases } from '../../../test/databases.ts';
import { call, createTestApp, createTestHasher, useTestDatabase } from '../../../test/test-app.ts';
import { appEvents } from '../../index.ts';
import { NPS_DEMO_ACCOUNT, npsDemoSeeder } from './nps-demo.seeder.ts';

describe.each(testDatabases)('the survey demo account ($name)', (database) => {
  const context = useTestDatabase(database);

  it('is a Prata account for whom the survey is due right after seeding; seeding again adds nothing', async () => {
    const { app, clock } = createTestApp(context.handle.db);
    const seed = () =>
      npsDemoSeeder.run({ db: context.handle.db, passwordHasher: createTestHasher(), clock, logger: silentLogger, events: appEvents });
    await seed();
    await seed();
    const signIn = await call(app, 'POST', '/v3/account/auth', { body: { email: NPS_DEMO_ACCOUNT.email, password: DEMO_PASSWORD } });
    expect(signIn.json?.['level']).toBe('silver');
    const me = await call(app, 'GET', '/v3/account/me', { token: String(signIn.json?.['access_token']) });
    expect(me.json?.['view']).toEqual({ nps: true });
  });
});
