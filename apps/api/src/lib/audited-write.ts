import type { Database } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';
import type { Clock } from './clock.ts';

/**
 * Who makes an operator write: the operator of the request and their address, or nobody (a
 * command run on the server, `cli operators:create`), which the audit log shows as such.
 */
export interface Actor {
  operatorId: string | null;
  ip: string | null;
}

/** What one write did, for its row in the audit log. */
export interface AuditedChange<T> {
  /** 'operator.created', 'proposal.closed': the target's type, then what happened to it. */
  action: string;
  targetType: string;
  targetId: string | null;
  /** The target as it was and as it is: JSON, without secrets. */
  before: unknown;
  after: unknown;
  /** What the write answers to its caller. */
  result: T;
}

/**
 * The one way an operator writes (docs/decisions/035-operators.md): `write` runs in a transaction,
 * and the row of the audit log that says what it did is inserted in that same transaction, so
 * that a write without its row, or a row without its write, never commits. `write` may throw (an
 * ApiError): then nothing is written, the row included. The audit log is append-only: this is
 * the only code that touches it, and it only inserts.
 */
export async function auditedWrite<T>(
  deps: { db: Database; clock: Clock },
  actor: Actor,
  write: (tx: Database) => Promise<AuditedChange<T>>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const change = await write(tx);
    await tx.insert(auditLog).values({
      operatorId: actor.operatorId,
      at: deps.clock.now(),
      action: change.action,
      targetType: change.targetType,
      targetId: change.targetId,
      before: change.before ?? null,
      after: change.after ?? null,
      ip: actor.ip,
    });
    return change.result;
  });
}
