import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { rowsPerStatement } from '../../db/batches.ts';
import type { Database } from '../../db/database.ts';
import { affiliateClicks, affiliateLinks } from '../../db/schema.ts';
import type { Background } from '../../lib/background.ts';
import { createBufferedCounter } from '../../lib/buffered-counter.ts';
import { silentLogger, type Logger } from '../../lib/logger.ts';
import { createVisitors } from '../../lib/visitors.ts';

type ClickCount = { linkId: string; day: string; visitor: string; clicks: number };

/**
 * One INSERT of many visitor-days, adding to the counts already there: one row per visitor, not
 * per click. A link deleted meanwhile (its creator deleted the account) loses its clicks, not
 * the batch: the rows of links that are gone are left out (and should one go between the read
 * and the write, the batch fails, is kept, and the next flush leaves that link out).
 */
async function addClickCounts(db: Database, rows: readonly ClickCount[]): Promise<void> {
  const linkIds = [...new Set(rows.map((row) => row.linkId))];
  const existing = await db.select({ id: affiliateLinks.id }).from(affiliateLinks).where(inArray(affiliateLinks.id, linkIds));
  const live = new Set(existing.map((link) => link.id));
  const kept = rows.filter((row) => live.has(row.linkId));
  if (kept.length === 0) return;
  const c = affiliateClicks;
  await db
    .insert(c)
    .values(kept)
    .onConflictDoUpdate({ target: [c.linkId, c.day, c.visitor], set: { clicks: sql`${c.clicks} + excluded.${sql.identifier(c.clicks.name)}` } });
}

export interface Click {
  linkId: string;
  address: string;
  userAgent: string | undefined;
  now: Date;
}

/**
 * The keys of the click ids and the visitors' HMAC, stored nowhere: derived from TRACKING_SECRET,
 * so that rotating JWT_SECRET (after a leak) leaves the clicks in their cookie window good.
 * Click ids made before TRACKING_SECRET were keyed from JWT_SECRET: that key is still read
 * (never used to make one) so that they convert until their window ends. It follows the JWT
 * secret of the day: once that is rotated, ids signed with the old one are refused, as a leaked
 * key calls for. Drop `formerSecrets` once the longest cookie window (365 days) has passed since
 * TRACKING_SECRET came in (docs/product/affiliate.md, "The tracked redirect").
 */
export const clickSecrets = (trackingSecret: string, jwtSecret: string) => ({
  secret: `affiliate-clicks:${trackingSecret}`,
  formerSecrets: [`affiliate-clicks:${jwtSecret}`],
});

// A click id: the link (16 bytes) and the second of the click (4), 12 bytes of HMAC over those,
// then 4 random bytes. The brand carries it to its checkout and sends it back with the order: it
// says which link and when, and only we can make one, so crediting an order needs no row per
// click. The MAC covers what is relied on (link and time); the random tail only tells clicks of
// one second apart.
const LINK_BYTES = 16;
const SIGNED_BYTES = LINK_BYTES + 4;
const TAG_BYTES = 12;
const RANDOM_BYTES = 4;
const CLICK_ID_BYTES = SIGNED_BYTES + TAG_BYTES + RANDOM_BYTES;

export interface ClickIds {
  make(linkId: string, now: Date): string;
  /** The link and second of a click id we made; null for anything else (forged, altered, garbage). */
  read(clickId: string): { linkId: string; clickedAt: Date } | null;
}

/** Click ids made with `secret`; those of `formerSecrets` are still read (a change of key in progress). */
export function createClickIds(secret: string, { formerSecrets = [] }: { formerSecrets?: readonly string[] } = {}): ClickIds {
  const keyOf = (from: string) => createHmac('sha256', from).update('click-ids').digest();
  const key = keyOf(secret);
  const formerKeys = formerSecrets.filter((former) => former !== secret).map(keyOf);
  const tagWith = (hmacKey: Buffer, signed: Buffer) => createHmac('sha256', hmacKey).update(signed).digest().subarray(0, TAG_BYTES);
  const tag = (signed: Buffer) => tagWith(key, signed);
  return {
    make(linkId, now) {
      const signed = Buffer.allocUnsafe(SIGNED_BYTES);
      signed.write(linkId.replaceAll('-', ''), 0, LINK_BYTES, 'hex');
      signed.writeUInt32BE(Math.floor(now.getTime() / 1000), LINK_BYTES);
      return Buffer.concat([signed, tag(signed), randomBytes(RANDOM_BYTES)]).toString('base64url');
    },
    read(clickId) {
      if (!/^[\w-]{48}$/.test(clickId)) return null;
      const bytes = Buffer.from(clickId, 'base64url');
      if (bytes.length !== CLICK_ID_BYTES) return null;
      const signed = bytes.subarray(0, SIGNED_BYTES);
      const given = bytes.subarray(SIGNED_BYTES, SIGNED_BYTES + TAG_BYTES);
      if (!timingSafeEqual(given, tag(signed)) && !formerKeys.some((former) => timingSafeEqual(given, tagWith(former, signed)))) return null;
      const hex = signed.subarray(0, LINK_BYTES).toString('hex');
      const linkId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return { linkId, clickedAt: new Date(signed.readUInt32BE(LINK_BYTES) * 1000) };
    },
  };
}

/**
 * Counts the clicks of tracked links without making a redirect wait on a write: each click is
 * added to its visitor's count in memory, and the counts of `flushMs` are written together
 * after the answers (and at shutdown). Bots and link-preview fetchers are not counted, and no
 * address is stored: unique clicks count per visitor per day (lib/visitors.ts).
 */
export function createClickRecorder(deps: {
  db: Database;
  secret: string;
  /** Keys whose click ids are still read (clickSecrets). */
  formerSecrets?: readonly string[];
  background: Background;
  /** Says when clicks had to be dropped. Default: silent (tests). */
  logger?: Logger;
  flushMs: number;
}) {
  // Visitor-days of one link add up; a batch is one INSERT of as many rows as one statement takes
  // (db/batches.ts), so that a failed batch keeps only its own rows for the next flush.
  const counter = createBufferedCounter<ClickCount>({
    name: 'record affiliate clicks',
    keyOf: (count) => `${count.linkId} ${count.day} ${count.visitor}`,
    merge: (kept, count) => void (kept.clicks += count.clicks),
    write: (rows) => addClickCounts(deps.db, rows),
    batchSize: rowsPerStatement(affiliateClicks),
    background: deps.background,
    logger: deps.logger ?? silentLogger,
    flushMs: deps.flushMs,
  });
  const ids = createClickIds(deps.secret, { formerSecrets: deps.formerSecrets });
  const visitors = createVisitors(deps.secret);
  return {
    /** Counts a click unless a bot made it; answers the click id to send on (always one). */
    record(click: Click): string {
      const id = ids.make(click.linkId, click.now);
      const visitor = visitors.of(click.address, click.userAgent, click.now);
      if (visitor) counter.add({ linkId: click.linkId, ...visitor, clicks: 1 });
      return id;
    },
    /** Reads a click id this recorder's secret made (the conversion webhook). */
    read: ids.read,
    /** Writes the clicks gathered so far (the timer does, and shutdown); keeps them when the write fails. */
    flush: counter.flush,
  };
}

export type ClickRecorder = ReturnType<typeof createClickRecorder>;
