import { and, eq, or, sql } from 'drizzle-orm';
import { batchesFor } from '../../db/batches.ts';
import type { Database } from '../../db/database.ts';
import type { notificationMails, notificationPushes } from '../../db/schema.ts';
import { queueJobs } from '../../lib/jobs/in-transaction.ts';
import type { JobContext, JobOptions, JobRunner } from '../../lib/jobs/jobs.ts';

/** The jobs that deliver a mail and a push (mail-job.ts, push-job.ts): one per row, its id the singleton key. */
export const NOTIFICATION_MAIL_JOB = 'notification-mail';
export const NOTIFICATION_PUSH_JOB = 'notification-push';

/** A channel's table of events to deliver: each holds the delivery columns (notifications.schema.ts `deliveryColumns`). */
export type DeliveryTable = typeof notificationMails | typeof notificationPushes;

/** Which attempt of its job this is (lib/jobs `JobContext`). */
export type DeliveryAttempt = Pick<JobContext, 'attempt' | 'lastAttempt'>;

/**
 * The rows of a channel's deliveries as its job takes them (docs/product/notifications.md): add
 * them with their job, claim one for an attempt, settle the attempt. One piece for every channel
 * (the e-mails, the pushes). pg-boss runs one attempt of a row's job at a time and retries it
 * with backoff; the row says what was delivered.
 */
export function deliveryQueue<T extends DeliveryTable>(table: T, job: string) {
  type Row = T['$inferSelect'];
  // The columns every delivery table shares, under one type: drizzle does not resolve a generic table's.
  const rows = table as unknown as typeof notificationMails;

  return {
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
          job,
          added.map(({ id }) => ({ data: { id }, singletonKey: id })),
        );
      }
    },

    /**
     * Takes the row for this attempt: moved to sending, its attempt counted, with `also` set.
     * A first attempt takes a waiting row only; a retry also one an earlier attempt left sending
     * (its process died: pg-boss retries a job only once its attempt is over). Nothing when it was
     * sent, skipped or failed, or another job's attempt holds it: a job delivered twice delivers once.
     */
    async claim(db: Database, id: string, attempt: DeliveryAttempt, also: Partial<Row> = {}): Promise<Row | undefined> {
      const takeable = attempt.attempt > 1 ? or(eq(rows.status, 'pending'), eq(rows.status, 'sending')) : eq(rows.status, 'pending');
      const [row] = await db
        .update(rows)
        .set({ ...also, status: 'sending', attempts: sql`${rows.attempts} + 1` })
        .where(and(eq(rows.id, id), takeable))
        .returning();
      return row as Row | undefined;
    },

    /** Ends this attempt: sent, skipped or failed for good, or back to waiting for the job's retry; only while the claim of `row` holds. */
    async settle(
      db: Database,
      row: Pick<Row, 'id' | 'attempts'>,
      outcome: { status: 'sent' | 'skipped' | 'failed'; at: Date } | { status: 'pending' },
      also: Partial<Row> = {},
    ): Promise<void> {
      const set = outcome.status === 'sent' ? { status: outcome.status, sentAt: outcome.at } : { status: outcome.status };
      await db
        .update(rows)
        .set({ ...also, ...set })
        .where(and(eq(rows.id, row.id), eq(rows.status, 'sending'), eq(rows.attempts, row.attempts)));
    },
  };
}

/** A channel's job on `runner`: one attempt at a row per run; `deliver` throws for pg-boss to retry. */
export function defineDeliveryJob(
  runner: JobRunner,
  channel: { job: string; options: JobOptions; deliver: (id: string, attempt: DeliveryAttempt) => Promise<unknown> },
): void {
  runner.define<{ id: string }>(channel.job, async ({ id }, attempt) => void (await channel.deliver(id, attempt)), channel.options);
}
