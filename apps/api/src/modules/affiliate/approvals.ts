import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { approveDueCommissions } from './affiliate.repository.ts';

const EVERY_MS = 60_000;

/**
 * Approves, once a minute, the pending commissions whose holding period has ended. One UPDATE
 * over a partial index; any number of processes may run it (a row is approved once). An inactive
 * brand's commissions too: they were earned by orders it reported while active, and its
 * deactivation neither cancels nor freezes what is owed (docs/product/affiliate.md, "Brands").
 */
export function createApprovalJob(deps: { db: Database; clock: Clock; logger: Logger; everyMs?: number }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const round = () => {
    running = approveDueCommissions(deps.db, deps.clock.now()).then(
      (approved) => {
        if (approved > 0) deps.logger.info('affiliate: commissions approved', { approved });
      },
      (error: unknown) => deps.logger.error('affiliate: approving commissions failed', { error }),
    );
  };
  return {
    start() {
      round();
      timer = setInterval(round, deps.everyMs ?? EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
