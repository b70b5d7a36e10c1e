import { creditBalanceSchema, creditMovementsSchema, toWireSchema } from '@ma/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { applyCreditChange } from './credit-ledger.ts';
import { refundCredits, spendCredits } from './credit-spending.ts';
import { userIdByEmail } from './credits.test-support.ts';

const BALANCE = '/v3/voice-cloning/credits/balance';
const MOVEMENTS = '/v3/credits/movements';

describe.each(testDatabases)('credits routes ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = async () => {
    const { app } = createTestApp(context.handle.db);
    const account = await registerAccount(app);
    return { app, account, userId: await userIdByEmail(context.handle.db, account.email) };
  };

  it('answers {balance: 0} for a new account', async () => {
    const { app, account } = await setup();
    const response = await call(app, 'GET', BALANCE, { token: account.token });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ balance: 0 });
    expect(toWireSchema(creditBalanceSchema).safeParse(response.json).success).toBe(true);
  });

  it('answers the balance after grants, spends and refunds, and only the caller’s own', async () => {
    const { app, account, userId } = await setup();
    const other = await setup();
    await applyCreditChange(context.handle.db, { userId, kind: 'grant', amount: 12, reason: 'Bônus' });
    await spendCredits(context.handle.db, userId, 1, 'Ideia de conteúdo gerada pela Aira', 'idea:a');
    await spendCredits(context.handle.db, userId, 1, 'Ideia de conteúdo gerada pela Aira', 'idea:b');
    await refundCredits(context.handle.db, userId, 'idea:b', 'Estorno: a ideia não foi gerada');
    expect((await call(app, 'GET', BALANCE, { token: account.token })).json).toEqual({ balance: 11 });
    expect((await call(app, 'GET', BALANCE, { token: other.account.token })).json).toEqual({ balance: 0 });
  });

  it('lists movements newest first with kind, signed amount, reason, balance after and date', async () => {
    const { app, account, userId } = await setup();
    await applyCreditChange(context.handle.db, { userId, kind: 'grant', amount: 5, reason: 'Créditos de boas-vindas' });
    await spendCredits(context.handle.db, userId, 2, 'Roteiro UGC', 'ugc:1');
    await applyCreditChange(context.handle.db, { userId, kind: 'adjustment', amount: -1, reason: 'Correção do suporte' });

    const response = await call(app, 'GET', MOVEMENTS, { token: account.token });
    expect(response.status).toBe(200);
    expect(toWireSchema(creditMovementsSchema).safeParse(response.json).success).toBe(true);
    const items = response.json?.['items'];
    expect(items).toEqual([
      { id: expect.any(String), kind: 'adjustment', amount: -1, reason: 'Correção do suporte', balance_after: 2, created_at: expect.any(String) },
      { id: expect.any(String), kind: 'spend', amount: -2, reason: 'Roteiro UGC', balance_after: 3, created_at: expect.any(String) },
      { id: expect.any(String), kind: 'grant', amount: 5, reason: 'Créditos de boas-vindas', balance_after: 5, created_at: expect.any(String) },
    ]);
    const [first] = items as { created_at: string }[];
    expect(Number.isNaN(Date.parse(first?.created_at ?? ''))).toBe(false);

    const other = await setup();
    expect((await call(app, 'GET', MOVEMENTS, { token: other.account.token })).json).toEqual({ items: [] });
  });

  it('caps the history at 50 by default and at `limit` when given', async () => {
    const { app, account, userId } = await setup();
    for (let index = 1; index <= 55; index += 1) {
      await applyCreditChange(context.handle.db, { userId, kind: 'grant', amount: 1, reason: `Bônus ${index}` });
    }
    const all = await call(app, 'GET', MOVEMENTS, { token: account.token });
    expect((all.json?.['items'] as unknown[]).length).toBe(50);
    const three = await call(app, 'GET', `${MOVEMENTS}?limit=3`, { token: account.token });
    expect((three.json?.['items'] as { reason: string }[]).map((item) => item.reason)).toEqual(['Bônus 55', 'Bônus 54', 'Bônus 53']);
  });

  it.each(['0', '101', 'abc', '1.5'])('answers 422 with a pt-BR detail for limit=%s', async (limit) => {
    const { app, account } = await setup();
    const response = await call(app, 'GET', `${MOVEMENTS}?limit=${limit}`, { token: account.token });
    expect(response.status).toBe(422);
    expect(response.json?.['detail']).toBe('Informe um número de 1 a 100.');
  });

  it.each([BALANCE, MOVEMENTS])('answers 401 on %s without a session', async (path) => {
    const { app } = createTestApp(context.handle.db);
    const response = await call(app, 'GET', path);
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ detail: 'Sessão expirada. Entre novamente.', code: 'SESSION_EXPIRED' });
  });
});
