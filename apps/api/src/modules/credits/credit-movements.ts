import { eq } from 'drizzle-orm';
import { creditLedger } from '../../db/schema.ts';
import { newestFirst } from '../../lib/keyset.ts';
import type { Executor } from './credit-ledger.ts';

/** How many movements the history shows at most (the newest ones). */
export const MOVEMENTS_DEFAULT_LIMIT = 50;

/** An account's ledger rows, newest first (by insertion order, exact even within one instant). */
export function listMovements(executor: Executor, userId: string, limit = MOVEMENTS_DEFAULT_LIMIT) {
  return executor
    .select({
      id: creditLedger.id,
      kind: creditLedger.kind,
      amount: creditLedger.amount,
      reason: creditLedger.reason,
      balanceAfter: creditLedger.balanceAfter,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(...newestFirst(creditLedger.seq))
    .limit(limit);
}
