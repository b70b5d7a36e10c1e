import { daysEndingOn, isKitReachable } from '@ma/domain';
import { and, eq, getTableColumns, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { batchesFor } from '../../db/batches.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { mediaKits, mediaKitViews, users, type MediaKitRow, type StoredRate, type UserRow } from '../../db/schema.ts';
import { apiError, apiFieldError } from '../../lib/errors.ts';
import { createLastRead } from '../../lib/last-read.ts';
import { kitAudienceJson, kitNetworksJson, type KitAudienceRow, type KitNetworkRow } from './kit-networks.ts';

/** A kit as stored: the account's basics, the kit's own row (null when never saved) and the connected networks. */
export type StoredKit = Pick<UserRow, 'id' | 'name' | 'username' | 'level' | 'pictureUrl' | 'bio' | 'city' | 'state' | 'niches' | 'createdAt'> & {
  kit: MediaKitRow | null;
  networks: KitNetworkRow[];
  audience: KitAudienceRow | null;
};

const kitColumns = getTableColumns(mediaKits);
/** How long, and for how many kits, the last read of a public page stands in for the database during an outage (decision 027). */
const LAST_READ_KIT_MS = 60 * 60 * 1000;
const MAX_LAST_READ_KITS = 2000;

/**
 * Reads kits in one query: the user, the kit row as JSON and the networks as JSON. Prepared
 * once per database: the public page runs it on every visit.
 */
export function prepareKitQueries(db: Database) {
  const select = () =>
    db
      .select({
        id: users.id,
        name: users.name,
        username: users.username,
        level: users.level,
        pictureUrl: users.pictureUrl,
        bio: users.bio,
        city: users.city,
        state: users.state,
        niches: users.niches,
        createdAt: users.createdAt,
        kit: kitColumns,
        networks: kitNetworksJson,
        audience: kitAudienceJson,
      })
      .from(users)
      .leftJoin(mediaKits, eq(mediaKits.userId, users.id));
  // Built on first use, not with the app: creating the app touches no database.
  let prepared: { byUsername: ReturnType<typeof prepareOne>; byId: ReturnType<typeof prepareOne> } | undefined;
  const prepareOne = (column: typeof users.username | typeof users.id, name: string) =>
    select()
      // A deleted account has no kit, whatever its emptied row still says; a blocked one shows none.
      .where(and(eq(column, sql.placeholder('value')), isNull(users.deletedAt), isNull(users.blockedAt)))
      .limit(1)
      .prepare(name);
  const queries = () =>
    (prepared ??= { byUsername: prepareOne(users.username, 'media_kit_by_username'), byId: prepareOne(users.id, 'media_kit_by_id') });
  // A left join gives a row of nulls for a kit never saved.
  const shape = (row: Omit<StoredKit, 'kit'> & { kit: Partial<MediaKitRow> | null }): StoredKit => ({
    ...row,
    kit: row.kit?.userId ? (row.kit as MediaKitRow) : null,
  });
  const byUsername = async (username: string) => {
    const [row] = await queries().byUsername.execute({ value: username });
    return row ? shape(row) : undefined;
  };
  // The last read of each public page, for the page during a database outage (web/kit-page.ts):
  // a brand opening a kit then gets the page as last drawn. Forgotten with the kit (a save, a deletion).
  const lastRead = createLastRead<StoredKit>({ max: MAX_LAST_READ_KITS, maxAgeMs: LAST_READ_KIT_MS });
  return {
    byUsername,
    /** The kit the public page shows, read now and kept as its last read (`lastReadByUsername`). */
    byUsernameForPage: async (username: string, now: number) => {
      const kit = await byUsername(username);
      if (kit) lastRead.set(username, kit, now);
      else lastRead.delete(username);
      return kit;
    },
    /** The kit as the public page last read it, within the last hour; undefined when none is held. */
    lastReadByUsername: (username: string, now: number) => lastRead.get(username, now),
    forget: (...usernames: string[]) => {
      for (const username of usernames) lastRead.delete(username);
    },
    byId: async (id: string) => {
      const [row] = await queries().byId.execute({ value: id });
      return row ? shape(row) : undefined;
    },
  };
}

export type KitQueries = ReturnType<typeof prepareKitQueries>;

export async function isUsernameTaken(db: Database, username: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row !== undefined && row.id !== exceptUserId;
}

/** What a save writes: the account's basics and the kit's own fields. */
export interface KitWrite {
  user: Partial<Pick<UserRow, 'name' | 'username' | 'pictureUrl' | 'bio' | 'city' | 'state' | 'niches'>>;
  kit: Partial<Pick<MediaKitRow, 'contactEmail' | 'whatsapp' | 'brands' | 'highlights' | 'theme' | 'accentColor' | 'sections'>> & {
    rates?: StoredRate[];
  };
}

/**
 * Writes a kit if it is still at `expectedVersion`, all or nothing, and bumps the version.
 * A newer version (another tab saved) is KIT_VERSION_CONFLICT; a username taken meanwhile,
 * USERNAME_TAKEN.
 */
export async function writeKit(db: Database, userId: string, expectedVersion: number, write: KitWrite, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // The row lock orders concurrent saves of one kit; the version says whether this one read the latest.
      await tx.insert(mediaKits).values({ userId, updatedAt: now }).onConflictDoNothing();
      const [current] = await tx.select({ version: mediaKits.version }).from(mediaKits).where(eq(mediaKits.userId, userId)).for('update');
      if (current?.version !== expectedVersion) throw apiError('KIT_VERSION_CONFLICT');
      await tx
        .update(mediaKits)
        .set({ ...write.kit, version: expectedVersion + 1, updatedAt: now })
        .where(eq(mediaKits.userId, userId));
      if (Object.keys(write.user).length > 0) await tx.update(users).set(write.user).where(eq(users.id, userId));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_unique')) throw apiFieldError('USERNAME_TAKEN', 'username');
    throw error;
  }
}

/** Counts visits; a visitor's second visit of the day changes nothing. */
export async function recordKitViews(db: Database, views: { userId: string; day: string; visitor: string }[]): Promise<void> {
  for (const batch of batchesFor(mediaKitViews, views)) await db.insert(mediaKitViews).values(batch).onConflictDoNothing();
}

/** The first of the last 30 São Paulo days, today included: the window of the owner's counts. */
const KIT_VIEW_DAYS = 30;
const firstViewDay = (today: string) => sql`(${today}::date - ${KIT_VIEW_DAYS - 1}::int)`;

/** Visitors of the last 30 days (today included) and of all time. */
export async function countKitViews(db: Database, userId: string, today: string): Promise<{ thirtyDays: number; total: number }> {
  const since = firstViewDay(today);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      thirtyDays: sql<number>`(count(*) filter (where ${mediaKitViews.day} >= ${since}))::int`,
    })
    .from(mediaKitViews)
    .where(eq(mediaKitViews.userId, userId));
  return counts ?? { thirtyDays: 0, total: 0 };
}

/** Brands can reach her from her kit (a WhatsApp or an e-mail, its contact section shown); no kit row: no contact. */
export async function kitReachable(db: Database, userId: string): Promise<boolean> {
  const [kit] = await db
    .select({ whatsapp: mediaKits.whatsapp, contactEmail: mediaKits.contactEmail, sections: mediaKits.sections })
    .from(mediaKits)
    .where(eq(mediaKits.userId, userId));
  return kit !== undefined && isKitReachable(kit);
}

/** Visitors on each of the last 30 days (the window of `countKitViews`), oldest first, 0 on a day nobody came. */
export async function kitViewsByDay(db: Database, userId: string, today: string): Promise<{ date: string; views: number }[]> {
  const rows = await db
    .select({ day: mediaKitViews.day, views: sql<number>`count(*)::int` })
    .from(mediaKitViews)
    .where(and(eq(mediaKitViews.userId, userId), gte(mediaKitViews.day, firstViewDay(today))))
    .groupBy(mediaKitViews.day);
  const byDay = new Map(rows.map((row) => [row.day, row.views]));
  return daysEndingOn(today, KIT_VIEW_DAYS).map((date) => ({ date, views: byDay.get(date) ?? 0 }));
}
