import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Events } from '../../lib/events.ts';
import type { JobOptions, JobQueue, JobRunner } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import { abandonedAt, failPaid, findPaid, isAbandoned, paidExpiryJob, queuePaidExpiry, type PaidKind, type PaidTable } from './paid-request.ts';

/** Retried with backoff (30-60 s, 1-2, 2-4 min...) when the database fails it. */
export const PAID_EXPIRY_JOB_OPTIONS: JobOptions = {
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 60,
};

/** The expiry queue of `kind`, for its module's manifest (`queues`). */
export const paidExpiryQueue = (kind: PaidKind<PaidTable>): JobQueue => ({ name: paidExpiryJob(kind), options: PAID_EXPIRY_JOB_OPTIONS });

/**
 * The expiry job of `kind` on `jobs` (docs/decisions/014): queued when a request is charged
 * (claimPaid), due when it would be abandoned. A request still 'generating' then was left by a
 * process that died: it is failed and refunded, once (failPaid), without anyone reading it. One
 * that ended meanwhile is left as it is; one not yet abandoned by the app's clock (the database's
 * clock ran ahead) is looked at again once the app's clock has caught up: after the time it still
 * needs, counted on the database's clock, so that no skew makes the job run again at once.
 */
export function definePaidExpiryJob<T extends PaidTable>(
  jobs: JobRunner,
  deps: { db: Database; events: Events; clock: Clock; logger: Logger },
  kind: PaidKind<T>,
) {
  jobs.define<{ id: string; userId: string }>(
    paidExpiryJob(kind),
    async ({ id, userId }) => {
      const row = await findPaid(deps.db, kind, userId, id);
      if (row?.status !== 'generating') return;
      const now = deps.clock.now();
      if (!isAbandoned(row, now)) {
        const seconds = Math.ceil((abandonedAt(row).getTime() - now.getTime()) / 1000) + 1;
        await queuePaidExpiry(deps.db, kind, row, { seconds });
        return;
      }
      deps.logger.warn(`${kind.name}: abandoned, refunding`, { request: id });
      await failPaid(deps.db, deps.events, kind, row, now);
    },
    PAID_EXPIRY_JOB_OPTIONS,
  );
}
