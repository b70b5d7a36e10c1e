import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { affiliateCommissions } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Events } from '../../lib/events.ts';
import { queueJob } from '../../lib/jobs/in-transaction.ts';
import type { JobOptions, JobRunner } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import { approveDueCommissions } from './affiliate.repository.ts';

export const APPROVAL_JOB = 'affiliate-commission-approvals';

/** Retried with backoff (30-60 s, 1-2, 2-4 min...) when the database fails it. */
export const APPROVAL_JOB_OPTIONS: JobOptions = { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 };

/**
 * Queues, in `tx` (the transaction that records the commission, conversions.ts), the job that
 * approves it once its holding period ends, at `approvesAt`.
 */
export const queueApproval = (tx: Database, commissionId: string, approvesAt: Date) =>
  queueJob(tx, APPROVAL_JOB, { commissionId }, { startAfter: approvesAt });

export type ApprovalOutcome = 'approved' | 'waiting' | 'settled';

/**
 * Approves one commission whose holding period has ended (approveDueCommissions: once, its
 * creator told in the same transaction). An inactive brand's too: it was earned by an order the
 * brand reported while active, and its deactivation neither cancels nor freezes what is owed
 * (docs/product/affiliate.md, "Brands"). One canceled or paid meanwhile is left as it is; one not
 * yet due by the app's clock (the database's ran ahead) gets its job again.
 */
export async function approveCommission(db: Database, events: Events, commissionId: string, now: Date): Promise<ApprovalOutcome> {
  if ((await approveDueCommissions(db, events, now, [commissionId])) > 0) return 'approved';
  const [row] = await db
    .select({ status: affiliateCommissions.status, approvesAt: affiliateCommissions.approvesAt })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.id, commissionId));
  if (row?.status !== 'pending') return 'settled';
  await queueApproval(db, commissionId, row.approvesAt);
  return 'waiting';
}

/** The approvals' job on `jobs`: each commission's, queued when it is recorded (conversions.ts). */
export function defineApprovalJob(jobs: JobRunner, deps: { db: Database; clock: Clock; logger: Logger; events: Events }) {
  jobs.define<{ commissionId: string }>(
    APPROVAL_JOB,
    async ({ commissionId }) => {
      if ((await approveCommission(deps.db, deps.events, commissionId, deps.clock.now())) === 'approved') {
        deps.logger.info('affiliate: commission approved', { commissionId });
      }
    },
    APPROVAL_JOB_OPTIONS,
  );
}
