import { saoPauloDay } from '@ma/domain';
import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import type { Database } from '../../db/database.ts';
import type { Background } from '../../lib/background.ts';
import { recordKitViews } from './media-kit.repository.ts';

export interface Visit {
  userId: string;
  address: string;
  userAgent: string | undefined;
  now: Date;
}

/** Visits kept in memory while the database refuses them; beyond it, a failed write's visits are dropped. */
const MAX_PENDING = 200_000;
/** The least wait before writing again after a failed write. */
const RETRY_MS = 1000;

/** The row of a visit: the visitor is an HMAC of the address and browser keyed with a secret and the day. */
function visitRow(secret: string, visit: Visit) {
  const day = saoPauloDay(visit.now);
  const visitor = createHmac('sha256', secret).update(`${day}\n${visit.address}\n${visit.userAgent}`).digest('base64url').slice(0, 22);
  return { userId: visit.userId, day, visitor };
}

/**
 * Counts visits to kits: one per visitor per day, bots left out, no address stored (the
 * visitor is keyed with the secret and the day, so nobody can be followed from one day to the
 * next). The visits of `flushMs` are written together, in one statement after the answers,
 * rather than one write per page view; 0 writes each at once (tests).
 */
export function createVisitCounter(deps: { db: Database; secret: string; background: Background; flushMs: number }) {
  let pending = new Map<string, ReturnType<typeof visitRow>>();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    timer ??= setTimeout(() => deps.background.run('count media-kit visits', flush), ms).unref();
  };
  const add = (row: ReturnType<typeof visitRow>) => pending.set(`${row.userId} ${row.day} ${row.visitor}`, row);
  async function flush() {
    timer = undefined;
    const rows = [...pending.values()];
    pending = new Map();
    if (rows.length === 0) return;
    try {
      await recordKitViews(deps.db, rows);
    } catch (error) {
      // Kept for the next flush (the database may be back by then), within a bound. Writing a
      // visit twice is harmless: one row per visitor per day, a second insert does nothing.
      if (pending.size < MAX_PENDING) for (const row of rows) add(row);
      schedule(Math.max(deps.flushMs, RETRY_MS));
      throw error;
    }
  }
  return {
    count(visit: Visit): void {
      if (!visit.userAgent || isbot(visit.userAgent)) return;
      add(visitRow(deps.secret, visit));
      if (deps.flushMs === 0) deps.background.run('count media-kit visits', flush);
      else schedule(deps.flushMs);
    },
    /** Writes the visits gathered so far (the timer does, and shutdown); keeps them when the write fails. */
    flush,
  };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;
