import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { applyCreditChange } from './credit-ledger.ts';
import { refundCredits, spendCredits } from './credit-spending.ts';
import { insertUser, ledgerState } from './credits.test-support.ts';

describe.each(testDatabases)('refundCredits ($name)', (database) => {
  const context = useTestDatabase(database);
  const db = () => context.handle.db;
  const funded = async (amount: number) => {
    const userId = await insertUser(db());
    await applyCreditChange(db(), { userId, kind: 'grant', amount, reason: 'Bônus' });
    return userId;
  };

  it('gives back exactly what the reference spent, as a refund row', async () => {
    const userId = await funded(5);
    await spendCredits(db(), userId, 3, 'Roteiros', 'job:1');
    expect(await refundCredits(db(), userId, 'job:1', 'Estorno: o roteiro não foi gerado')).toEqual({ refunded: 3, balance: 5 });
    expect(await ledgerState(db(), userId)).toEqual({ balance: 5, ledgerSum: 5, rows: 3, newestBalanceAfter: 5 });
  });

  it('refunds a reference once, also when refunds race', async () => {
    const userId = await funded(4);
    await spendCredits(db(), userId, 2, 'Roteiros', 'job:race');
    const results = await Promise.all(Array.from({ length: 10 }, () => refundCredits(db(), userId, 'job:race', 'Estorno')));
    expect(results.reduce((sum, result) => sum + result.refunded, 0)).toBe(2);
    expect(await refundCredits(db(), userId, 'job:race', 'Estorno')).toEqual({ refunded: 0, balance: 4 });
    expect(await ledgerState(db(), userId)).toMatchObject({ balance: 4, ledgerSum: 4, rows: 3 });
  });

  it('never invents credits: a reference nobody spent cannot be refunded', async () => {
    const userId = await funded(1);
    await expect(refundCredits(db(), userId, 'job:never-spent', 'Estorno')).rejects.toThrow(/No spend/);
    const stranger = await funded(1);
    await spendCredits(db(), stranger, 1, 'Roteiros', 'job:theirs');
    await expect(refundCredits(db(), userId, 'job:theirs', 'Estorno')).rejects.toThrow(/No spend/);
    expect(await ledgerState(db(), userId)).toMatchObject({ balance: 1, rows: 1 });
  });
});
