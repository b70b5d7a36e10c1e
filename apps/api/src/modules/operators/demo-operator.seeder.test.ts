import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../account/seed/demo-accounts.seeder.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { demoOperatorSeeder, DEMO_OPERATOR, DEMO_OPERATOR_TOTP_SECRET } from './demo-operator.seeder.ts';
import { fromBackoffice } from './operators.test-support.ts';
import { createTestHasher } from '../../test/test-app.ts';
import { silentLogger } from '../../lib/logger.ts';
import { appEvents } from '../index.ts';

describe.each(testDatabases)('the demo operator ($name)', (database) => {
  const context = useTestDatabase(database);

  it("signs in to the demo with the README's password and secret, and to nothing else", async () => {
    const demo = createTestApp(context.handle.db, { demoMode: true });
    const seed = { db: context.handle.db, clock: demo.clock, passwordHasher: createTestHasher(), logger: silentLogger, events: appEvents };
    await demoOperatorSeeder.run(seed);
    await demoOperatorSeeder.run(seed);
    const body = async (clock: { now(): Date }) => ({
      email: DEMO_OPERATOR.email,
      password: DEMO_PASSWORD,
      code: await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: Math.floor(clock.now().getTime() / 1000) }),
    });
    const signedIn = await call(demo.app, 'POST', '/v3/admin/auth', { headers: fromBackoffice(), body: await body(demo.clock) });
    expect(signedIn).toMatchObject({ status: 200, json: { operator: { email: 'operador@example.com', role: 'admin' } } });
    // Outside the demo, its public secret opens nothing, even if its row were there.
    const production = createTestApp(context.handle.db, { demoMode: false });
    production.clock.advance(60_000);
    expect(await call(production.app, 'POST', '/v3/admin/auth', { headers: fromBackoffice(), body: await body(production.clock) })).toMatchObject({
      status: 401,
      json: { detail: 'Credenciais inválidas.' },
    });
  });
});
