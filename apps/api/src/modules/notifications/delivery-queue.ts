import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { batchesFor } from '../../db/batches.ts';
import type { Database } from '../../db/database.ts';
import type { notificationMails, notificationPushes } from '../../db/schema.ts';
import type { JobOptions, JobRunner, JobSender } from '../../lib/jobs/jobs.ts';

/** A channel's table of events to deliver: each holds the delivery columns (notifications.schema.ts `deliveryColumns`). */
export type DeliveryTable = typeof notificationMails | typeof notificationPushes;

/**
 * The rows of a channel's deliveries as its job takes them (docs/product/notifications.md): claim
 * one for an attempt, settle the attempt, find those whose job is missing. One piece for every
 * channel (the e-mails, the pushes).
 */
export function deliveryQueue<T extends DeliveryTable>(table: T) {
  type Row = T['$inferSelect'];
  // The columns every delivery table shares, under one type: drizzle does not resolve a generic table's.
  const rows = table as unknown as typeof notificationMails;

  /** Waiting, or held by a job whose time is up: what a job may take and the sweep may send again. */
  const takeable = (now: Date) => or(eq(rows.status, 'pending'), and(eq(rows.status, 'sending'), lte(rows.dueAt, now)));

  return {
    /**
     * Adds deliveries to send, in the transaction of their event: one per creator and cause, so
     * that an event recorded again (a retried job, a second process) adds nothing.
     */
    async queue(db: Database, values: readonly T['$inferInsert'][]): Promise<void> {
      for (const batch of batchesFor(rows, values as readonly (typeof notificationMails)['$inferInsert'][])) {
        await db
          .insert(rows)
          .values(batch)
          .onConflictDoNothing({ target: [rows.userId, rows.dedupeKey] });
      }
    },

    /**
     * Takes the row for one attempt: moved to sending, its attempt counted, its time `leaseMs`
     * ahead, with `also` set. Nothing when another attempt holds it, or it was sent, skipped or
     * failed: a job delivered twice delivers once.
     */
    async claim(db: Database, id: string, now: Date, leaseMs: number, also: Partial<Row> = {}): Promise<Row | undefined> {
      const [row] = await db
        .update(rows)
        .set({ ...also, status: 'sending', attempts: sql`${rows.attempts} + 1`, dueAt: new Date(now.getTime() + leaseMs) })
        .where(and(eq(rows.id, id), takeable(now)))
        .returning();
      return row as Row | undefined;
    },

    /** Ends this attempt: sent, skipped or failed for good, or back to waiting until `dueAt`; only while the claim of `row` holds. */
    async settle(
      db: Database,
      row: Pick<Row, 'id' | 'attempts'>,
      outcome: { status: 'sent' | 'skipped' | 'failed'; at: Date } | { status: 'pending'; dueAt: Date },
      also: Partial<Row> = {},
    ): Promise<void> {
      const set =
        outcome.status === 'pending'
          ? { status: outcome.status, dueAt: outcome.dueAt }
          : { status: outcome.status, ...(outcome.status === 'sent' ? { sentAt: outcome.at } : {}) };
      await db
        .update(rows)
        .set({ ...also, ...set })
        .where(and(eq(rows.id, row.id), eq(rows.status, 'sending'), eq(rows.attempts, row.attempts)));
    },

    /**
     * The rows due by `now` whose job may be missing (never sent, lost, or out of retries), moved
     * `holdMs` ahead so that the next sweep leaves them to the job it is about to send.
     */
    async due(db: Database, now: Date, holdMs: number, limit: number): Promise<string[]> {
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ id: rows.id })
          .from(rows)
          .where(and(inArray(rows.status, ['pending', 'sending']), lte(rows.dueAt, now)))
          .orderBy(asc(rows.dueAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        const ids = found.map((row) => row.id);
        if (ids.length > 0) {
          await tx
            .update(rows)
            .set({ dueAt: new Date(now.getTime() + holdMs) })
            .where(and(inArray(rows.id, ids), takeable(now)));
        }
        return ids;
      });
    },
  };
}

/** A channel's sweep sends this many jobs at most per round. */
const SWEEP_BATCH = 500;
/** A row the sweep sent a job for is left to that job this long. */
const SWEEP_HOLD_MS = 10 * 60 * 1000;

export interface DeliveryJobs {
  /** The job of one delivery (its row's id the singleton key) and the sweep's. */
  job: string;
  sweepJob: string;
  options: JobOptions;
  /** One attempt at the row; `lastAttempt` when the job's own retries are spent. Throws to be retried. */
  deliver: (id: string, lastAttempt: boolean) => Promise<unknown>;
  /** The rows due whose job may be missing (`deliveryQueue(...).due`, with the batch and hold given). */
  due: (holdMs: number, limit: number) => Promise<string[]>;
}

/**
 * A channel's jobs on `runner`: one per delivery, and a sweep every minute (and when a process
 * starts) that sends the job again for the rows due whose job is missing. Answers the sweep.
 */
export function defineDeliveryJobs(runner: JobRunner & JobSender, channel: DeliveryJobs): () => Promise<number> {
  runner.define<{ id: string }>(channel.job, async ({ id }, { lastAttempt }) => void (await channel.deliver(id, lastAttempt)), channel.options);
  const sweep = async () => {
    const ids = await channel.due(SWEEP_HOLD_MS, SWEEP_BATCH);
    for (const id of ids) await runner.send(channel.job, { id }, { singletonKey: id });
    return ids.length;
  };
  runner.define(channel.sweepJob, async () => void (await sweep()), {
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 60,
    policy: 'stately',
  });
  runner.schedule(channel.sweepJob, '* * * * *', { runAtStart: true });
  return sweep;
}
