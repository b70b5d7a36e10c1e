import { saoPauloDay } from '@ma/domain';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
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

/** A visit as it waits for the next write: what its row is made of. */
interface PendingVisit {
  userId: string;
  day: string;
  address: string;
  userAgent: string;
}

/** The row of a visit: the visitor is a hash of the address and browser keyed with a secret and the day. */
function visitRow(secret: string, visit: PendingVisit) {
  return { userId: visit.userId, day: visit.day, visitor: visitorHash(secret, visit.day, visit.address, visit.userAgent) };
}

/** Browsers seen lately and whether each is a bot: isbot's expression costs more than the rest of a cached page. */
const KNOWN_BROWSERS = 500;

/**
 * Counts visits to kits: one per visitor per day, bots left out, no address stored (the
 * visitor is keyed with the secret and the day, so nobody can be followed from one day to the
 * next). The visits of `flushMs` are written together, in one statement after the answers
 * (lib/buffered-counter.ts), rather than one write per page view; 0 writes each at once (tests).
 * A visitor's key is made then too, once per visitor rather than once per page view: until the
 * write, the address and browser wait in memory only. Writing a visit twice (after a failed
 * write) is harmless: one row per visitor per day.
 */
export function createVisitCounter(deps: { db: Database; secret: string; background: Background; logger?: Logger; flushMs: number }) {
  const counter = createBufferedCounter<PendingVisit>({
    name: 'count media-kit visits',
    // Joined as the hash joins them: a header holds no line break.
    keyOf: (visit) => `${visit.userId}\n${visit.day}\n${visit.address}\n${visit.userAgent}`,
    write: (visits) =>
      recordKitViews(
        deps.db,
        visits.map((visit) => visitRow(deps.secret, visit)),
      ),
    background: deps.background,
    logger: deps.logger ?? silentLogger,
    flushMs: deps.flushMs,
  });
  const bots = new LRUCache<string, boolean>({ max: KNOWN_BROWSERS });
  const isBot = (userAgent: string) => {
    let bot = bots.get(userAgent);
    if (bot === undefined) bots.set(userAgent, (bot = isbot(userAgent)));
    return bot;
  };
  return {
    count(visit: Visit): void {
      if (!visit.userAgent || isBot(visit.userAgent)) return;
      counter.add({ userId: visit.userId, day: saoPauloDay(visit.now), address: visit.address, userAgent: visit.userAgent });
    },
    /** Writes the visits gathered so far (the timer does, and shutdown); keeps them when the write fails. */
    flush: counter.flush,
  };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;
