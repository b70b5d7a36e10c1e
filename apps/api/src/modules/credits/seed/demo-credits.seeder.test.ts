import { describe, expect, it } from 'vitest';
import { coupons, creditLedger } from '../../../db/schema.ts';
import { demoToken, seedForTest, seedTwice } from '../../../seed/seed.test-support.ts';
import { testDatabases } from '../../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../../test/test-app.ts';

describe.each(testDatabases)('demo credits and coupons ($name)', (database) => {
  const context = useTestDatabase(database);

  it('gives Ouro 25 credits, Prata 5 and Bronze none, once however often it runs', async () => {
    const app = await seedTwice(context.handle.db);
    const balances = await Promise.all(
      ['ouro@example.com', 'prata@example.com', 'bronze@example.com'].map(async (email) => {
        const response = await call(app, 'GET', '/v3/voice-cloning/credits/balance', { token: await demoToken(app, email) });
        return response.json?.['balance'];
      }),
    );
    expect(balances).toEqual([25, 5, 0]);
    const grants = await context.handle.db.select({ reason: creditLedger.reason }).from(creditLedger);
    expect(grants).toEqual([{ reason: 'Créditos de boas-vindas' }, { reason: 'Créditos de boas-vindas' }]);
    expect((await context.handle.db.select().from(coupons)).map((coupon) => coupon.code).sort()).toEqual(['BEMVINDO10', 'EXPIRADO']);
  });

  it('lets Bronze redeem BEMVINDO10 once for 10 credits; EXPIRADO is expired', async () => {
    await seedForTest(context.handle.db);
    const { app } = createTestApp(context.handle.db);
    const token = await demoToken(app, 'bronze@example.com');
    const use = (code: string) => call(app, 'POST', '/v3/promotional-codes/use', { token, body: { code } });
    expect((await use('bemvindo10')).json).toEqual({ reward_type: 'credits', reward_amount: 10 });
    expect((await use('BEMVINDO10')).json?.['detail']).toBe('Você já usou este cupom.');
    expect((await use('EXPIRADO')).json).toEqual({ detail: 'Este cupom expirou.', code: 'COUPON_EXPIRED' });
    expect((await call(app, 'GET', '/v3/voice-cloning/credits/balance', { token })).json).toEqual({ balance: 10 });
  });
});
