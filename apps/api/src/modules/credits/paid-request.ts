import type { ErrorCode, GenerationStatus, PaidProduct } from '@ma/domain';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { eventKeys } from '../../lib/event-keys.ts';
import type { Events } from '../../lib/events.ts';
import { queueJob, type QueuedJob } from '../../lib/jobs/in-transaction.ts';
import { readBalance } from './credit-ledger.ts';
import { refundCredits, spendCredits } from './credit-spending.ts';

/**
 * A paid request's row (docs/decisions/014-paid-ai-requests.md): the columns every table of paid
 * work shares (`paidRequestColumns` in db/aira.schema.ts), unique per (user, idempotency key).
 */
export interface PaidRow {
  id: string;
  userId: string;
  idempotencyKey: string;
  /** A hash of the request's body: the same key with another body is refused. */
  requestHash: string;
  status: GenerationStatus;
  cost: number;
  refunded: number;
  createdAt: Date;
}

/** A drizzle table with the paid-request columns (ideas, UGC scripts, voice-overs). */
export type PaidTable = PgTable & { [Column in keyof PaidRow]: PgColumn };

/** A row of paid table T (its own columns, with the shared ones known). */
export type PaidRowOf<T extends PaidTable> = T['$inferSelect'] & PaidRow;

/** One kind of paid work: where its requests are kept and how the ledger names them. */
export interface PaidKind<T extends PaidTable> {
  /** For the logs: 'aira ideas'. */
  name: string;
  /** What the creator is told was not made when it is refunded (docs/product/notifications.md). */
  product: PaidProduct;
  table: T;
  /** The ledger's reference of its charge, and of its refund. */
  reference(id: string): string;
  /** What the credit history says of the charge. */
  purpose(row: PaidRowOf<T>): string;
  /** How long its work may take: past it the work is stopped, failed and refunded. */
  limitMs: number;
  /** What a failed request answers (its detail says what was given back). */
  failure: Extract<ErrorCode, 'AI_GENERATION_FAILED' | 'VOICE_SYNTHESIS_FAILED'>;
  /** What else a failure undoes, in the refund's transaction (the ideas written so far). */
  onFail?(tx: Database, row: PaidRowOf<T>): Promise<void>;
}

export interface Claim<Row> {
  row: Row;
  /** False when the key had already been used: nothing was charged now. */
  created: boolean;
  balance: number;
}

/** The ledger's reason for a refund, as the credit history shows it. */
export const REFUND_REASON = 'Aira: devolução (não foi possível gerar)';

/**
 * A request still 'generating' after this long was abandoned (its process died): its expiry job
 * (paid-expiry-job.ts), queued when it was charged, fails and refunds it then. Longer than any
 * work's limit (a writer's worst case is 3 attempts of 60 s per piece).
 */
export const ABANDONED_AFTER_MS = 15 * 60 * 1000;

/** When a request still 'generating' counts as abandoned. */
export const abandonedAt = (row: Pick<PaidRow, 'createdAt'>): Date => new Date(row.createdAt.getTime() + ABANDONED_AFTER_MS);

export const isAbandoned = (row: Pick<PaidRow, 'status' | 'createdAt'>, now: Date): boolean =>
  row.status === 'generating' && now.getTime() > abandonedAt(row).getTime();

/** The queue of kind's expiry jobs (one queue per kind: its job fails a request of that kind). */
export const paidExpiryJob = (kind: { product: PaidProduct }) => `paid-request-expiry-${kind.product}`;

/**
 * Queues, in `tx`, the job that fails and refunds `row` if it is still 'generating' once abandoned:
 * due when it is abandoned, or after `startAfter` (lib/jobs/in-transaction.ts).
 */
export const queuePaidExpiry = (
  tx: Database,
  kind: { product: PaidProduct },
  row: Pick<PaidRow, 'id' | 'userId' | 'createdAt'>,
  startAfter: QueuedJob['startAfter'] = abandonedAt(row),
) => queueJob(tx, paidExpiryJob(kind), { id: row.id, userId: row.userId }, { startAfter });

// The queries below are the same for every paid table; drizzle cannot type a query over a table
// known only by its shared columns, so their rows are typed by the kind.
type Row<T extends PaidTable> = PaidRowOf<T>;
const rowsOf = <T extends PaidTable>(rows: unknown): Row<T>[] => rows as Row<T>[];

/** Tables that keep when the work ended (ideas, scripts) have it stamped. */
const finished = (table: PaidTable, now: Date) => ('finishedAt' in getTableColumns(table) ? { finishedAt: now } : {});

/** The account's request of `kind` that `matches`: another account's is never found. */
async function findOwnPaid<T extends PaidTable>(db: Database, kind: PaidKind<T>, userId: string, matches: SQL): Promise<Row<T> | undefined> {
  const { table } = kind;
  const [row] = rowsOf<T>(
    await db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.userId, userId), matches)),
  );
  return row;
}

/** The account's request under Idempotency-Key `key`. */
export const findPaidByKey = <T extends PaidTable>(db: Database, kind: PaidKind<T>, userId: string, key: string): Promise<Row<T> | undefined> =>
  findOwnPaid(db, kind, userId, eq(kind.table.idempotencyKey, key));

/** The account's request `id` (another account's is not found). */
export const findPaid = <T extends PaidTable>(db: Database, kind: PaidKind<T>, userId: string, id: string): Promise<Row<T> | undefined> =>
  findOwnPaid(db, kind, userId, eq(kind.table.id, id));

/**
 * Records the request, charges its cost and queues its expiry job in one transaction: a balance
 * too short rolls them back (402, nothing written), and a charged request always has the job that
 * refunds it if its process dies. A concurrent request with the same key waits on the unique
 * (user, key) index and then finds this row: it is charged once, whatever the number of arrivals.
 */
export async function claimPaid<T extends PaidTable>(db: Database, kind: PaidKind<T>, values: T['$inferInsert']): Promise<Claim<Row<T>>> {
  const { table } = kind;
  const request = values as Pick<PaidRow, 'userId' | 'idempotencyKey' | 'cost'>;
  return db.transaction(async (tx) => {
    const [row] = rowsOf<T>(
      await tx
        .insert(table as PgTable)
        .values(values as never)
        .onConflictDoNothing({ target: [table.userId, table.idempotencyKey] })
        .returning(),
    );
    if (!row) {
      const existing = await findPaidByKey(tx, kind, request.userId, request.idempotencyKey);
      if (!existing) throw new Error(`${kind.name}: conflict without a row`);
      return { row: existing, created: false, balance: await readBalance(tx, request.userId) };
    }
    const { balance } = await spendCredits(tx, request.userId, request.cost, kind.purpose(row), kind.reference(row.id));
    await queuePaidExpiry(tx, kind, row);
    return { row, created: true, balance };
  });
}

/** Marks it completed with what the work made, unless it is no longer being made (failed meanwhile). */
export async function completePaid<T extends PaidTable>(
  db: Database,
  kind: PaidKind<T>,
  id: string,
  made: Partial<T['$inferInsert']>,
  now: Date,
): Promise<Row<T> | undefined> {
  const { table } = kind;
  const [row] = rowsOf<T>(
    await db
      .update(table as PgTable)
      .set({ ...made, status: 'completed', ...finished(table, now) } as never)
      .where(and(eq(table.id, id), eq(table.status, 'generating')))
      .returning(),
  );
  return row;
}

/**
 * Marks it failed and gives its credits back under the same reference, in one transaction and
 * once (whoever fails it first: its work, a timeout, or its expiry job once it is abandoned); the
 * creator is told in the same transaction.
 */
export async function failPaid<T extends PaidTable>(db: Database, events: Events, kind: PaidKind<T>, row: Row<T>, now: Date): Promise<void> {
  const { table } = kind;
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(table as PgTable)
      .set({ status: 'failed', refunded: row.cost, ...finished(table, now) } as never)
      .where(and(eq(table.id, row.id), eq(table.status, 'generating')))
      .returning({ id: table.id });
    if (failed.length === 0) return;
    await kind.onFail?.(tx, row);
    await refundCredits(tx, row.userId, kind.reference(row.id), REFUND_REASON);
    await events.emit(tx, 'creatorEvents', [
      {
        userId: row.userId,
        kind: 'request_refunded',
        details: { product: kind.product, requestId: row.id, credits: row.cost },
        dedupeKey: eventKeys.refunded(kind.reference(row.id)),
        at: now,
      },
    ]);
  });
}
