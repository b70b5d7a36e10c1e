import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { creditBalances, creditLedger, type CreditMovementKind } from '../../db/schema.ts';
import { errorMessage } from '@ma/domain';
import { ApiError } from '../../lib/errors.ts';

/** A database or a transaction: a change joins the caller's transaction (as a savepoint) when given one. */
export type Executor = Database;

/** A balance too short for a debit: 402 with a pt-BR detail (and the numbers, for operator tools). */
export class InsufficientCreditsError extends ApiError {
  readonly balance: number;
  readonly required: number;

  constructor(balance: number, required: number) {
    super('INSUFFICIENT_CREDITS', errorMessage('INSUFFICIENT_CREDITS', balance, required));
    this.name = 'InsufficientCreditsError';
    this.balance = balance;
    this.required = required;
  }
}

export interface CreditChange {
  userId: string;
  kind: CreditMovementKind;
  /** Signed, non-zero integer. */
  amount: number;
  reason: string;
  reference?: string | null;
}

export interface AppliedChange {
  entryId: string;
  balance: number;
}

// Far below integer overflow of the balance column: an amount past this is a bug, not a request.
const MAX_AMOUNT = 1_000_000;

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > MAX_AMOUNT) {
    throw new RangeError(`A credit amount is a non-zero integer of at most ${MAX_AMOUNT} in size; got ${amount}`);
  }
}

/**
 * Moves the balance row by `delta`, or answers undefined when a debit would take it below zero.
 * The UPDATE takes the row lock: concurrent debits queue behind it and PostgreSQL re-checks
 * `balance >= -delta` on the committed row, so no interleaving overspends (and the CHECK
 * constraint backs it up).
 */
async function moveBalance(tx: Executor, userId: string, delta: number): Promise<number | undefined> {
  if (delta > 0) {
    const [row] = await tx
      .insert(creditBalances)
      .values({ userId, balance: delta })
      .onConflictDoUpdate({
        target: creditBalances.userId,
        set: { balance: sql`${creditBalances.balance} + ${delta}`, updatedAt: sql`now()` },
      })
      .returning({ balance: creditBalances.balance });
    return row?.balance;
  }
  const [row] = await tx
    .update(creditBalances)
    .set({ balance: sql`${creditBalances.balance} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(creditBalances.userId, userId), gte(creditBalances.balance, -delta)))
    .returning({ balance: creditBalances.balance });
  return row?.balance;
}

/**
 * The one way a balance changes: the balance row and its ledger row, in one transaction
 * (a savepoint inside the caller's). A debit the balance cannot cover throws
 * `InsufficientCreditsError` and writes nothing.
 */
export async function applyCreditChange(executor: Executor, change: CreditChange): Promise<AppliedChange> {
  assertAmount(change.amount);
  return executor.transaction(async (tx) => {
    const balance = await moveBalance(tx, change.userId, change.amount);
    if (balance === undefined) throw new InsufficientCreditsError(await readBalance(tx, change.userId), -change.amount);
    const [entry] = await tx
      .insert(creditLedger)
      .values({
        userId: change.userId,
        kind: change.kind,
        amount: change.amount,
        balanceAfter: balance,
        reason: change.reason,
        reference: change.reference ?? null,
      })
      .returning({ id: creditLedger.id });
    if (!entry) throw new Error('credit_ledger insert returned no row');
    return { entryId: entry.id, balance };
  });
}

/** The current balance (0 for an account that never had credits). */
export async function readBalance(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor.select({ balance: creditBalances.balance }).from(creditBalances).where(eq(creditBalances.userId, userId));
  return row?.balance ?? 0;
}
