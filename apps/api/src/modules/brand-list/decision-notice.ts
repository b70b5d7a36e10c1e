import { MINUTE_MS } from '@ma/domain';
import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications, proposals } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { eventKeys } from '../../lib/event-keys.ts';
import type { CreatorEvent, Events } from '../../lib/events.ts';
import type { JobRunner } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';

export const DECISION_NOTICE_JOB = 'brand-decision-notices';

/**
 * How long a brand's change waits for the next one before it is told: a brand that clicks
 * 'Aceitar', then 'Recusar', then 'Aceitar' again within it tells the creator once.
 */
export const DECISION_QUIET_MS = MINUTE_MS;

/** Settled decisions told per transaction. */
const BATCH = 500;

/**
 * Tells the creators the decisions whose quiet period is over (docs/product/brand-applicants.md):
 * each row is read and locked as it is now, marked told, and a notification recorded in the
 * same transaction only when the decision differs from the last one she was told. A decision
 * changed meanwhile waits for its own quiet period (the brand's request sets it again once the
 * lock is released). Answers how many rows it settled.
 */
export async function tellSettledDecisions(db: Database, events: Events, now: Date): Promise<number> {
  let settled = 0;
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const due = await tx
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
        .where(lte(applications.decisionTellAt, now))
        .orderBy(asc(applications.decisionTellAt))
        .limit(BATCH)
        .for('update', { of: applications, skipLocked: true });
      if (due.length === 0) return 0;
      await tx
        .update(applications)
        .set({ decisionTold: sql`${applications.status}`, decisionTellAt: null })
        .where(
          inArray(
            applications.id,
            due.map((row) => row.id),
          ),
        );
      const notices: CreatorEvent[] = due.flatMap((row) => {
        if (row.status === 'pending' || row.status === row.told || !row.decidedAt) return [];
        const accepted = row.status === 'accepted';
        return [
          {
            userId: row.userId,
            kind: accepted ? 'application_accepted' : 'application_declined',
            details: { applicationId: row.id, proposalId: row.proposalId, proposalName: row.proposalName },
            dedupeKey: eventKeys.applicationDecided(row.id, accepted ? 'accepted' : 'declined', row.decidedAt),
            at: now,
          },
        ];
      });
      await events.emit(tx, 'creatorEvents', notices);
      return due.length;
    });
    settled += rows;
    if (rows < BATCH) return settled;
  }
}

/**
 * Tells the settled decisions once a minute (and when a process starts), in one process at a
 * time: a decision is told between its quiet period's end and a minute later. The row is the
 * truth (`decision_tell_at`, written in the brand's request), so a round that fails or a
 * process that dies loses nothing: the next round finds the row still due.
 */
export function defineDecisionNoticeJob(jobs: JobRunner, deps: { db: Database; events: Events; clock: Clock; logger: Logger }) {
  jobs.define(
    DECISION_NOTICE_JOB,
    async () => {
      const settled = await tellSettledDecisions(deps.db, deps.events, deps.clock.now());
      if (settled > 0) deps.logger.info('brand-list: decisions settled', { settled });
    },
    { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 5 * 60, policy: 'stately' },
  );
  jobs.schedule(DECISION_NOTICE_JOB, '* * * * *', { runAtStart: true });
}
