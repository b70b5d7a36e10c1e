import { and, eq, inArray } from 'drizzle-orm';
import { batchesFor } from '../../db/batches.ts';
import type { Database } from '../../db/database.ts';
import type { notificationMails, notificationPushes } from '../../db/schema.ts';
import { queueJobs } from '../../lib/jobs/in-transaction.ts';
import { claimableStates, type JobContext, type JobQueue, type JobRunner } from '../../lib/jobs/jobs.ts';

/** A channel's table of events to deliver: each holds the delivery columns (notifications.schema.ts `deliveryColumns`). */
export type DeliveryTable = typeof notificationMails | typeof notificationPushes;

/** Which attempt of its job this is (lib/jobs `JobContext`). */
export type DeliveryAttempt = Pick<JobContext, 'attempt' | 'lastAttempt'>;

/** A channel's work: one attempt at one row. */
export interface DeliveryWork {
  deliver(id: string, attempt: DeliveryAttempt): Promise<unknown>;
}

/**
 * The rows of a channel's deliveries as its job takes them (docs/product/notifications.md), on
 * `job`, the channel's queue (mail-job.ts, push-job.ts): add them with their job, claim one for an
 * attempt, settle the attempt. One piece for every channel (the e-mails, the pushes). pg-boss runs
 * one attempt of a row's job at a time and retries it with backoff; the row says what was
 * delivered (`status`), and the job's attempt decides what it may take (lib/jobs `claimableStates`).
 */
export function deliveryQueue<T extends DeliveryTable>(table: T, job: JobQueue) {
  type Row = T['$inferSelect'];
  // The columns every delivery table shares, under one type: drizzle does not resolve a generic table's.
  const rows = table as unknown as typeof notificationMails;

  return {
    job,

    /**
     * Adds deliveries to send, and their jobs, in the transaction of their event: one per creator
     * and cause, so that an event recorded again (a retried job, a second process) adds nothing.
     */
    async queue(tx: Database, values: readonly T['$inferInsert'][]): Promise<void> {
      for (const batch of batchesFor(rows, values as readonly (typeof notificationMails)['$inferInsert'][])) {
        const added = await tx
          .insert(rows)
          .values(batch)
          .onConflictDoNothing({ target: [rows.userId, rows.dedupeKey] })
          .returning({ id: rows.id });
        await queueJobs(
          tx,
          job.name,
          added.map(({ id }) => ({ data: { id }, singletonKey: id })),
        );
      }
    },

    /**
     * Takes the row for this attempt, moved to sending with `also` set: a waiting one, or on a
     * retry one an earlier attempt left sending. Nothing when it was sent, skipped or failed, or
     * another job's attempt holds it: a job delivered twice delivers once.
     */
    async claim(db: Database, id: string, attempt: DeliveryAttempt, also: Partial<Row> = {}): Promise<Row | undefined> {
      const [row] = await db
        .update(rows)
        .set({ ...also, status: 'sending' })
        .where(and(eq(rows.id, id), inArray(rows.status, claimableStates(attempt, 'pending', 'sending'))))
        .returning();
      return row as Row | undefined;
    },

    /**
     * Ends this attempt on the row it claimed: sent, skipped or failed for good, or back to waiting
     * for the job's retry. An attempt's work is bounded under its job's expiry (the mailer's and
     * the push client's timeouts), so no later attempt holds the row meanwhile.
     */
    async settle(
      db: Database,
      id: string,
      outcome: { status: 'sent' | 'skipped' | 'failed'; at: Date } | { status: 'pending' },
      also: Partial<Row> = {},
    ): Promise<void> {
      const set = outcome.status === 'sent' ? { status: outcome.status, sentAt: outcome.at } : { status: outcome.status };
      await db
        .update(rows)
        .set({ ...also, ...set })
        .where(and(eq(rows.id, id), eq(rows.status, 'sending')));
    },
  };
}

/**
 * A channel's job on `runner`, the one definer of the mails' and the pushes' (notifications.index.ts):
 * one attempt at a row per run; `deliver` throws for pg-boss to retry. Answers `work`.
 */
export function defineDeliveryJob<W extends DeliveryWork>(runner: JobRunner, deliveries: { job: JobQueue }, work: W): W {
  runner.define<{ id: string }>(deliveries.job.name, async ({ id }, attempt) => void (await work.deliver(id, attempt)), deliveries.job.options);
  return work;
}
