import { and, eq } from 'drizzle-orm';
import { creditBalances, creditLedger } from '../../db/schema.ts';
import { applyCreditChange, readBalance, type AppliedChange, type Executor } from './credit-ledger.ts';

/**
 * What other modules call to pay for work (an Aira idea costs 1 credit). Pass the transaction
 * that does the work: if the work fails and the transaction rolls back, the spend goes with it.
 * `reference` names the work ('aira-idea:<id>'); a reference is spent at most once per account
 * (a second spend of it fails on the ledger's unique constraint).
 * Throws `InsufficientCreditsError` (402, pt-BR detail) when the balance is short.
 */
export async function spendCredits(tx: Executor, userId: string, amount: number, purpose: string, reference: string): Promise<AppliedChange> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`A spend is a positive integer; got ${amount}`);
  return applyCreditChange(tx, { userId, kind: 'spend', amount: -amount, reason: purpose, reference });
}

export interface Refund {
  /** Credits given back by this call: 0 when the reference was already refunded. */
  refunded: number;
  balance: number;
}

/**
 * Gives back what was spent on `reference` when the paid work failed after its transaction
 * committed (a provider call that errored, a job that died). Idempotent: a second refund of
 * the same reference gives nothing. Never invents credits: it only returns a recorded spend.
 */
export async function refundCredits(tx: Executor, userId: string, reference: string, reason: string): Promise<Refund> {
  return tx.transaction(async (inner) => {
    // Concurrent refunds of one account queue on its balance row (a spend created it).
    await inner.select({ userId: creditBalances.userId }).from(creditBalances).where(eq(creditBalances.userId, userId)).for('update');
    const entries = await inner
      .select({ kind: creditLedger.kind, amount: creditLedger.amount })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reference, reference)));
    const spend = entries.find((entry) => entry.kind === 'spend');
    if (!spend) throw new Error(`No spend of "${reference}" to refund for user ${userId}`);
    if (entries.some((entry) => entry.kind === 'refund')) return { refunded: 0, balance: await readBalance(inner, userId) };
    const applied = await applyCreditChange(inner, { userId, kind: 'refund', amount: -spend.amount, reason, reference });
    return { refunded: -spend.amount, balance: applied.balance };
  });
}
