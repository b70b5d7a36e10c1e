import { createHmac, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { Database } from '../../db/database.ts';
import { affiliateClicks } from '../../db/schema.ts';
import { batchesFor } from '../../db/batches.ts';
import type { Background } from '../../lib/background.ts';
import { saoPauloDay } from './affiliate.repository.ts';

/** Clicks kept while the database is out of reach, at most. */
const MAX_PENDING = 200_000;

export interface Click {
  linkId: string;
  address: string;
  userAgent: string | undefined;
  now: Date;
}

/** The visitors' HMAC key: derived from the JWT secret, never stored next to the clicks. */
export const clickSecret = (jwtSecret: string): string => `affiliate-clicks:${jwtSecret}`;

/** A click id: what the brand carries to its checkout and sends back with the conversion. */
export const newClickId = (): string => randomBytes(12).toString('base64url');

/**
 * Records the clicks of tracked links without making a redirect wait on a write: each click is
 * kept in memory and the clicks of `flushMs` are written together after the answers (and at
 * shutdown). Bots and link-preview fetchers (isbot) are not counted, and no address is stored:
 * the visitor is an HMAC of the address and browser keyed with a secret and the day, so unique
 * clicks count per visitor per day and nobody can be followed from one day to the next.
 */
export function createClickRecorder(deps: { db: Database; secret: string; background: Background; flushMs: number }) {
  let pending: (typeof affiliateClicks.$inferInsert)[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const rows = pending;
    pending = [];
    let written = 0;
    try {
      for (const batch of batchesFor(affiliateClicks, rows)) {
        await deps.db.insert(affiliateClicks).values(batch).onConflictDoNothing();
        written += batch.length;
      }
    } catch (error) {
      // Kept for the next flush (the database may be back by then), within a bound.
      if (pending.length < MAX_PENDING) pending = [...rows.slice(written), ...pending];
      timer ??= setTimeout(() => deps.background.run('record affiliate clicks', flush), Math.max(deps.flushMs, 1000)).unref();
      throw error;
    }
  };
  return {
    /** Counts a click unless a bot made it; answers the click id to send on (always one). */
    record(click: Click): string {
      const id = newClickId();
      if (!click.userAgent || isbot(click.userAgent)) return id;
      const day = saoPauloDay(click.now);
      const visitor = createHmac('sha256', deps.secret).update(`${day}\n${click.address}\n${click.userAgent}`).digest('base64url').slice(0, 22);
      pending.push({ id, linkId: click.linkId, clickedAt: click.now, visitor });
      if (deps.flushMs === 0) deps.background.run('record affiliate clicks', flush);
      else timer ??= setTimeout(() => deps.background.run('record affiliate clicks', flush), deps.flushMs).unref();
      return id;
    },
    flush,
  };
}

export type ClickRecorder = ReturnType<typeof createClickRecorder>;
