import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { signInLinks } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';

export const PRUNE_SIGN_IN_LINKS_JOB = 'sign-in-links.prune';

/** Deletes the links that expired before `now`, used or not: nothing can spend them any more. Returns how many. */
export async function pruneSignInLinks(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(signInLinks).where(lt(signInLinks.expiresAt, now)).returning({ id: signInLinks.id });
  return deleted.length;
}

/**
 * Once an hour, in one process at a time: a link lives 15 minutes, so the table holds about an
 * hour's links at most and the delete reads a small table (no index on `expires_at` needed).
 */
export function definePruneSignInLinksJob(jobs: JobRunner, deps: { db: Database; clock: Clock; logger: Logger }) {
  jobs.define(
    PRUNE_SIGN_IN_LINKS_JOB,
    async () => {
      const pruned = await pruneSignInLinks(deps.db, deps.clock.now());
      if (pruned > 0) deps.logger.info('sign-in-links: expired links deleted', { pruned });
    },
    { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 5 * 60, policy: 'stately' },
  );
  jobs.schedule(PRUNE_SIGN_IN_LINKS_JOB, '17 * * * *');
}
