import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditBalances, creditLedger } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { applyCreditChange, InsufficientCreditsError, readBalance } from './credit-ledger.ts';
import { spendCredits } from './credit-spending.ts';
import { insertUser, ledgerState } from './credits.test-support.ts';

const grant = (db: Parameters<typeof applyCreditChange>[0], userId: string, amount: number) =>
  applyCreditChange(db, { userId, kind: 'grant', amount, reason: 'Créditos de teste' });

describe.each(testDatabases)('credit ledger ($name)', (database) => {
  const context = useTestDatabase(database);
  const db = () => context.handle.db;

  it('starts at 0; each change is a ledger row with the balance after it', async () => {
    const userId = await insertUser(db());
    expect(await readBalance(db(), userId)).toBe(0);
    await grant(db(), userId, 7);
    const spent = await spendCredits(db(), userId, 2, 'Ideia de conteúdo', 'idea:1');
    expect(spent.balance).toBe(5);
    const rows = await db()
      .select({ kind: creditLedger.kind, amount: creditLedger.amount, balanceAfter: creditLedger.balanceAfter, reference: creditLedger.reference })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(creditLedger.seq);
    expect(rows).toEqual([
      { kind: 'grant', amount: 7, balanceAfter: 7, reference: null },
      { kind: 'spend', amount: -2, balanceAfter: 5, reference: 'idea:1' },
    ]);
    expect(await ledgerState(db(), userId)).toEqual({ balance: 5, ledgerSum: 5, rows: 2, newestBalanceAfter: 5 });
  });

  it('refuses a spend the balance cannot cover with 402 and a pt-BR detail, writing nothing', async () => {
    const userId = await insertUser(db());
    await grant(db(), userId, 1);
    const error = await spendCredits(db(), userId, 2, 'Ideia', 'idea:x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InsufficientCreditsError);
    expect(error).toMatchObject({
      status: 402,
      body: { detail: 'Créditos insuficientes: você tem 1 crédito e esta ação precisa de 2 créditos.', code: 'INSUFFICIENT_CREDITS' },
    });
    expect(await ledgerState(db(), userId)).toEqual({ balance: 1, ledgerSum: 1, rows: 1, newestBalanceAfter: 1 });
  });

  it('refuses a spend by an account that never had credits', async () => {
    const userId = await insertUser(db());
    await expect(spendCredits(db(), userId, 1, 'Ideia', 'idea:y')).rejects.toMatchObject({ status: 402, balance: 0, required: 1 });
    expect(await ledgerState(db(), userId)).toEqual({ balance: 0, ledgerSum: 0, rows: 0, newestBalanceAfter: 0 });
  });

  it('lets a negative adjustment take the balance to 0 but never below', async () => {
    const userId = await insertUser(db());
    await grant(db(), userId, 3);
    await expect(applyCreditChange(db(), { userId, kind: 'adjustment', amount: -4, reason: 'Correção' })).rejects.toBeInstanceOf(
      InsufficientCreditsError,
    );
    expect((await applyCreditChange(db(), { userId, kind: 'adjustment', amount: -3, reason: 'Correção' })).balance).toBe(0);
  });

  it('rolls the spend back with the caller transaction when the paid work fails', async () => {
    const userId = await insertUser(db());
    await grant(db(), userId, 5);
    await expect(
      db().transaction(async (tx) => {
        await spendCredits(tx, userId, 1, 'Ideia', 'idea:failed');
        throw new Error('the paid work failed');
      }),
    ).rejects.toThrow('the paid work failed');
    expect(await ledgerState(db(), userId)).toEqual({ balance: 5, ledgerSum: 5, rows: 1, newestBalanceAfter: 5 });
  });

  it('leaves the caller transaction usable after a refused spend (a savepoint, not an aborted transaction)', async () => {
    const userId = await insertUser(db());
    await grant(db(), userId, 1);
    const outcome = await db().transaction(async (tx) => {
      const refused = await spendCredits(tx, userId, 5, 'Ideia', 'idea:big').catch((error: unknown) => error);
      const spent = await spendCredits(tx, userId, 1, 'Ideia', 'idea:small');
      return { refused, spent };
    });
    expect(outcome.refused).toBeInstanceOf(InsufficientCreditsError);
    expect(outcome.spent.balance).toBe(0);
  });

  it('spends a reference once per account', async () => {
    const userId = await insertUser(db());
    await grant(db(), userId, 5);
    await spendCredits(db(), userId, 1, 'Ideia', 'idea:twice');
    await expect(spendCredits(db(), userId, 1, 'Ideia', 'idea:twice')).rejects.toThrow();
    expect(await readBalance(db(), userId)).toBe(4);
  });

  it.each([0, -1, 1.5, Number.NaN, 2_000_000])('rejects %s as an amount before touching the database', async (amount) => {
    const userId = await insertUser(db());
    await expect(async () => spendCredits(db(), userId, amount, 'Ideia', `idea:${amount}`)).rejects.toThrow(RangeError);
    expect(await ledgerState(db(), userId)).toMatchObject({ rows: 0 });
  });

  it('is backed by the database: a balance row cannot go below zero, a ledger row cannot have the wrong sign', async () => {
    const userId = await insertUser(db());
    await grant(db(), userId, 1);
    await expect(db().update(creditBalances).set({ balance: -1 }).where(eq(creditBalances.userId, userId))).rejects.toThrow();
    await expect(db().insert(creditLedger).values({ userId, kind: 'spend', amount: 3, balanceAfter: 4, reason: 'errado' })).rejects.toThrow();
    await expect(
      db().execute(sql`insert into credit_ledger (user_id, kind, amount, balance_after, reason) values (${userId}, 'grant', 0, 1, 'zero')`),
    ).rejects.toThrow();
  });

  it('never overspends under many parallel spends: 50 spends of 1 from 10 credits succeed exactly 10 times', async () => {
    const userId = await insertUser(db());
    await grant(db(), userId, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) => spendCredits(db(), userId, 1, 'Ideia', `idea:parallel:${index}`)),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(fulfilled).toHaveLength(10);
    expect(rejected).toHaveLength(40);
    for (const reason of rejected) expect(reason).toBeInstanceOf(InsufficientCreditsError);
    expect(await ledgerState(db(), userId)).toEqual({ balance: 0, ledgerSum: 0, rows: 11, newestBalanceAfter: 0 });
  });

  it('keeps balance and ledger in step under parallel spends, grants and refused spends of several sizes', async () => {
    const userId = await insertUser(db());
    await grant(db(), userId, 20);
    const work = Array.from({ length: 30 }, (_, index) =>
      index % 3 === 0 ? grant(db(), userId, 2) : spendCredits(db(), userId, 3, 'Ideia', `idea:mixed:${index}`),
    );
    const results = await Promise.allSettled(work);
    const spends = results.filter((result, index) => index % 3 !== 0 && result.status === 'fulfilled').length;
    const state = await ledgerState(db(), userId);
    expect(state.balance).toBe(20 + 10 * 2 - spends * 3);
    expect(state.balance).toBeGreaterThanOrEqual(0);
    expect(state.ledgerSum).toBe(state.balance);
    expect(state.newestBalanceAfter).toBe(state.balance);
    // Every balance_after is the running sum in insertion order: no row saw a stale balance.
    const rows = await db()
      .select({ amount: creditLedger.amount, balanceAfter: creditLedger.balanceAfter })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(creditLedger.seq);
    let running = 0;
    for (const row of rows) {
      running += row.amount;
      expect(row.balanceAfter).toBe(running);
    }
  });
});
