import { saoPauloDay } from '@ma/domain';
import { isbot } from 'isbot';
import type { Database } from '../../db/database.ts';
import type { Background } from '../../lib/background.ts';
import { createBufferedCounter, visitorHash } from '../../lib/buffered-counter.ts';
import { silentLogger, type Logger } from '../../lib/logger.ts';
import { recordKitViews } from './media-kit.repository.ts';

export interface Visit {
  userId: string;
  address: string;
  userAgent: string | undefined;
  now: Date;
}

/** The row of a visit: the visitor is a hash of the address and browser keyed with a secret and the day. */
function visitRow(secret: string, visit: Visit) {
  const day = saoPauloDay(visit.now);
  return { userId: visit.userId, day, visitor: visitorHash(secret, day, visit.address, visit.userAgent ?? '') };
}

/**
 * Counts visits to kits: one per visitor per day, bots left out, no address stored (the
 * visitor is keyed with the secret and the day, so nobody can be followed from one day to the
 * next). The visits of `flushMs` are written together, in one statement after the answers
 * (lib/buffered-counter.ts), rather than one write per page view; 0 writes each at once (tests).
 * Writing a visit twice (after a failed write) is harmless: one row per visitor per day.
 */
export function createVisitCounter(deps: { db: Database; secret: string; background: Background; logger?: Logger; flushMs: number }) {
  const counter = createBufferedCounter<ReturnType<typeof visitRow>>({
    name: 'count media-kit visits',
    keyOf: (row) => `${row.userId} ${row.day} ${row.visitor}`,
    write: (rows) => recordKitViews(deps.db, rows),
    background: deps.background,
    logger: deps.logger ?? silentLogger,
    flushMs: deps.flushMs,
  });
  return {
    count(visit: Visit): void {
      if (!visit.userAgent || isbot(visit.userAgent)) return;
      counter.add(visitRow(deps.secret, visit));
    },
    /** Writes the visits gathered so far (the timer does, and shutdown); keeps them when the write fails. */
    flush: counter.flush,
  };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;
