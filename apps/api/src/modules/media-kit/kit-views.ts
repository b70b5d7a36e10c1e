import type { Database } from '../../db/database.ts';
import type { Background } from '../../lib/background.ts';
import { createBufferedCounter } from '../../lib/buffered-counter.ts';
import { silentLogger, type Logger } from '../../lib/logger.ts';
import { createVisitors } from '../../lib/visitors.ts';
import { recordKitViews } from './media-kit.repository.ts';

export interface Visit {
  userId: string;
  address: string;
  userAgent: string | undefined;
  now: Date;
}

/** A kit's visitor of a day: one row, however many times they come that day. */
type KitView = { userId: string; day: string; visitor: string };

/**
 * Counts visits to kits: one per visitor per day, bots left out, no address stored
 * (lib/visitors.ts). The visits of `flushMs` are written together, in one statement after the
 * answers (lib/buffered-counter.ts), rather than one write per page view; 0 writes each at once
 * (tests). Writing a visit twice (after a failed write) is harmless: one row per visitor per day.
 */
export function createVisitCounter(deps: { db: Database; secret: string; background: Background; logger?: Logger; flushMs: number }) {
  const counter = createBufferedCounter<KitView>({
    name: 'count media-kit visits',
    keyOf: (view) => `${view.userId} ${view.day} ${view.visitor}`,
    write: (views) => recordKitViews(deps.db, views),
    background: deps.background,
    logger: deps.logger ?? silentLogger,
    flushMs: deps.flushMs,
  });
  const visitors = createVisitors(deps.secret);
  return {
    count(visit: Visit): void {
      const visitor = visitors.of(visit.address, visit.userAgent, visit.now);
      if (visitor) counter.add({ userId: visit.userId, ...visitor });
    },
    /** Writes the visits gathered so far (the timer does, and shutdown); keeps them when the write fails. */
    flush: counter.flush,
  };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;
