import { isMediaKitComplete, kitLocation, levelFor, levels, type Level, type MediaKitFields } from '@ma/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { socialAccounts, users, type UserRow } from '../../db/schema.ts';
import { eventKeys } from '../../lib/event-keys.ts';
import type { Events } from '../../lib/events.ts';

type MediaKitRow = Pick<UserRow, 'name' | 'pictureUrl' | 'bio' | 'city' | 'state' | 'niches'>;

/** The media-kit fields the level reads, from a user row (also what the overview's checklist reads). */
export function mediaKitFieldsOf(user: MediaKitRow): MediaKitFields {
  return { name: user.name, picture: user.pictureUrl, bio: user.bio, location: kitLocation(user.city, user.state), niches: user.niches };
}

/** The level a user has earned from their media kit and connected networks (rule in @ma/domain). */
export function levelOf(user: MediaKitRow, connectedNetworks: readonly string[]): Level {
  return levelFor({ mediaKitComplete: isMediaKitComplete(mediaKitFieldsOf(user)), connectedNetworks });
}

/**
 * Recomputes and stores a user's level; call it after any change to the media kit or the
 * socials. The stored level is what sign-in and /me read.
 */
export async function refreshLevel(db: Database, events: Events, userId: string): Promise<Level | undefined> {
  return (await recomputeLevel(db, events, userId))?.level;
}

/** `refreshLevel`, also answering the level stored before (what a change did to it). */
export async function recomputeLevel(db: Database, events: Events, userId: string): Promise<{ level: Level; previousLevel: Level } | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return undefined;
    const socials = await tx.select({ network: socialAccounts.network }).from(socialAccounts).where(eq(socialAccounts.userId, userId));
    const level = levelOf(
      user,
      socials.map((social) => social.network),
    );
    if (level !== user.level) await tx.update(users).set({ level }).where(eq(users.id, userId));
    // Going up to Prata or Ouro is told, once per level (docs/product/notifications.md).
    if (level !== 'bronze' && levels.indexOf(level) > levels.indexOf(user.level))
      await events.emit(tx, 'creatorEvents', [{ userId, kind: 'level_reached', details: { level }, dedupeKey: eventKeys.levelReached(level) }]);
    return { level, previousLevel: user.level };
  });
}
