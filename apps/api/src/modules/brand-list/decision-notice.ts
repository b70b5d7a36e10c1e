import { MINUTE_MS } from '@ma/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications, proposals } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { eventKeys } from '../../lib/event-keys.ts';
import type { Events } from '../../lib/events.ts';
import { queueJob } from '../../lib/jobs/in-transaction.ts';
import { perRowJobOptions, type JobRunner } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';

export const DECISION_NOTICE_JOB = 'brand-decision-notices';

/**
 * How long a brand's change waits for the next one before it is told: a brand that clicks
 * 'Aceitar', then 'Recusar', then 'Aceitar' again within it tells the creator once.
 */
export const DECISION_QUIET_MS = MINUTE_MS;

/**
 * One job per application whose decision waits to be told, its id the singleton key: a stately
 * queue keeps at most one waiting per application, so the changes within a quiet period share
 * it. Retried with backoff (30-60 s, 1-2, 2-4 min...) when the database fails it.
 */
export const DECISION_NOTICE_JOB_OPTIONS = perRowJobOptions({ retryLimit: 8, retryDelay: 30, expireInSeconds: 60, concurrency: 2 });

/**
 * Queues, in `tx`, the job that tells an application's decision once it settles, at `settlesAt`
 * (none is added when one already waits for it: that one finds the decision not settled yet and
 * queues itself again).
 */
export const queueDecisionNotice = (tx: Database, applicationId: string, settlesAt: Date) =>
  queueJob(tx, DECISION_NOTICE_JOB, { applicationId }, { singletonKey: applicationId, startAfter: settlesAt });

export type DecisionNoticeOutcome = 'told' | 'unchanged' | 'waiting' | 'gone';

/**
 * Tells the creator the brand's decision on one application once it settled
 * (docs/product/brand-applicants.md "The creator is told"): the row is read and locked as it is
 * now; a decision changed less than DECISION_QUIET_MS ago waits for its own quiet period (the job
 * comes back then), and one equal to the last decision she was told is not told again. The
 * notification is recorded with the told decision in one transaction.
 */
export async function tellSettledDecision(db: Database, events: Events, applicationId: string, now: Date): Promise<DecisionNoticeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: applications.id,
        userId: applications.userId,
        proposalId: applications.proposalId,
        status: applications.status,
        decidedAt: applications.decidedAt,
        told: applications.decisionTold,
        proposalName: proposals.name,
      })
      .from(applications)
      .innerJoin(proposals, eq(proposals.id, applications.proposalId))
      .where(eq(applications.id, applicationId))
      .for('update', { of: applications });
    if (!row) return 'gone';
    if (row.status === 'pending' || row.status === row.told || !row.decidedAt) return 'unchanged';
    const settlesAt = new Date(row.decidedAt.getTime() + DECISION_QUIET_MS);
    if (settlesAt > now) {
      await queueDecisionNotice(tx, row.id, settlesAt);
      return 'waiting';
    }
    await tx.update(applications).set({ decisionTold: row.status }).where(eq(applications.id, row.id));
    const accepted = row.status === 'accepted';
    await events.emit(tx, 'creatorEvents', [
      {
        userId: row.userId,
        kind: accepted ? 'application_accepted' : 'application_declined',
        details: { applicationId: row.id, proposalId: row.proposalId, proposalName: row.proposalName },
        dedupeKey: eventKeys.applicationDecided(row.id, accepted ? 'accepted' : 'declined', row.decidedAt),
        at: now,
      },
    ]);
    return 'told';
  });
}

/** The decisions' job on `jobs`: each application's, queued by the brand's decision (applicants.ts). */
export function defineDecisionNoticeJob(jobs: JobRunner, deps: { db: Database; events: Events; clock: Clock; logger: Logger }) {
  jobs.define<{ applicationId: string }>(
    DECISION_NOTICE_JOB,
    async ({ applicationId }) => {
      await tellSettledDecision(deps.db, deps.events, applicationId, deps.clock.now());
    },
    DECISION_NOTICE_JOB_OPTIONS,
  );
}
