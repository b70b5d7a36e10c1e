import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Events } from '../../lib/events.ts';
import type { JobRunner } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import { approveDueCommissions } from './affiliate.repository.ts';

export const APPROVALS_JOB = 'affiliate-approvals';

/**
 * Approves, once a minute, the pending commissions whose holding period has ended: one UPDATE
 * over a partial index, a row approved once whichever process runs it. An inactive brand's
 * commissions too: they were earned by orders it reported while active, and its deactivation
 * neither cancels nor freezes what is owed (docs/product/affiliate.md, "Brands").
 */
export function defineApprovalJob(jobs: JobRunner, deps: { db: Database; clock: Clock; logger: Logger; events: Events }) {
  jobs.define(
    APPROVALS_JOB,
    async () => {
      const approved = await approveDueCommissions(deps.db, deps.events, deps.clock.now());
      if (approved > 0) deps.logger.info('affiliate: commissions approved', { approved });
    },
    // A failed round is not retried: the next minute's is.
    { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 5 * 60, policy: 'stately' },
  );
  jobs.schedule(APPROVALS_JOB, '* * * * *', { runAtStart: true });
}
