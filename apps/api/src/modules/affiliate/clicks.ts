import { createHmac, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { affiliateClicks } from '../../db/schema.ts';
import { chunksOf } from '../../db/batches.ts';
import type { Background } from '../../lib/background.ts';
import { saoPauloDay } from './affiliate.repository.ts';

/** How many user agents' verdicts are kept (a burst of clicks comes from a few browsers). */
const MAX_KNOWN_AGENTS = 5000;

/** Clicks kept while the database is out of reach, at most. */
const MAX_PENDING = 200_000;

/** Clicks per INSERT: four array parameters whatever their number, so one statement takes thousands. */
const ROWS_PER_INSERT = 5000;

type ClickRow = { id: string; linkId: string; clickedAt: Date; visitor: string };

// An array literal of values made of these characters only (ids, UUIDs, ISO times, base64url),
// which need no quoting: the literal goes as one text parameter on every driver (postgres.js
// will not send a JS array where the statement wants text[]).
const SAFE_ELEMENT = /^[\w:.+-]+$/;
const arrayLiteral = (values: readonly string[]): string => {
  for (const value of values) if (!SAFE_ELEMENT.test(value)) throw new Error(`not a plain array element: ${JSON.stringify(value)}`);
  return `{${values.join(',')}}`;
};

/**
 * One INSERT of many clicks as four arrays (unnest): a second of clicks under load is one
 * statement with 4 parameters, not 500-row statements with 2,000 each to bind and plan.
 */
const insertClicks = (db: Database, rows: readonly ClickRow[]) => {
  const column = (name: string) => sql.identifier(name);
  const c = affiliateClicks;
  return db.execute(sql`insert into ${c} (${column(c.id.name)}, ${column(c.linkId.name)}, ${column(c.clickedAt.name)}, ${column(c.visitor.name)})
    select * from unnest(${arrayLiteral(rows.map((row) => row.id))}::text[], ${arrayLiteral(rows.map((row) => row.linkId))}::uuid[],
      ${arrayLiteral(rows.map((row) => row.clickedAt.toISOString()))}::timestamptz[], ${arrayLiteral(rows.map((row) => row.visitor))}::text[])
    on conflict do nothing`);
};

export interface Click {
  linkId: string;
  address: string;
  userAgent: string | undefined;
  now: Date;
}

/** The visitors' HMAC key: derived from the JWT secret, never stored next to the clicks. */
export const clickSecret = (jwtSecret: string): string => `affiliate-clicks:${jwtSecret}`;

const CLICK_ID_BYTES = 12;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * A click id: what the brand carries to its checkout and sends back with the conversion. 96
 * random bits, drawn 256 ids at a time (one call into the system's generator per 256 clicks).
 */
export function newClickId(): string {
  if (poolOffset + CLICK_ID_BYTES > randomPool.length) {
    randomPool = randomBytes(CLICK_ID_BYTES * 256);
    poolOffset = 0;
  }
  poolOffset += CLICK_ID_BYTES;
  return randomPool.toString('base64url', poolOffset - CLICK_ID_BYTES, poolOffset);
}

/**
 * Records the clicks of tracked links without making a redirect wait on a write: each click is
 * kept in memory and the clicks of `flushMs` are written together after the answers (and at
 * shutdown). Bots and link-preview fetchers (isbot) are not counted, and no address is stored:
 * the visitor is an HMAC of the address and browser keyed with a secret and the day, so unique
 * clicks count per visitor per day and nobody can be followed from one day to the next.
 */
export function createClickRecorder(deps: { db: Database; secret: string; background: Background; flushMs: number }) {
  let pending: ClickRow[] = [];
  // isbot is one large regular expression: each browser's verdict is computed once.
  const agents = new Map<string, boolean>();
  const isBot = (userAgent: string) => {
    let verdict = agents.get(userAgent);
    if (verdict === undefined) {
      verdict = isbot(userAgent);
      if (agents.size >= MAX_KNOWN_AGENTS) agents.clear();
      agents.set(userAgent, verdict);
    }
    return verdict;
  };
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const rows = pending;
    pending = [];
    let written = 0;
    try {
      for (const batch of chunksOf(rows, ROWS_PER_INSERT)) {
        await insertClicks(deps.db, batch);
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
      if (!click.userAgent || isBot(click.userAgent)) return id;
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
