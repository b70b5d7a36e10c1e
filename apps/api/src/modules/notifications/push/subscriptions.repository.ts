import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { pushSubscriptions, type PushSubscriptionRow } from '../../../db/schema.ts';

/** Browsers per creator: a new one beyond this replaces the one that subscribed longest ago. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | undefined;
}

const sameText = (a: string, b: string) => {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Whether `subscription` carries the keys of a browser already kept at its address. Its `auth`
 * secret is made by the browser and goes only to the server it subscribed for: an account that
 * sends it holds the browser (or was given the secret by whoever does), while the address alone
 * is no proof.
 */
const holdsTheBrowser = (rows: readonly PushSubscriptionRow[], subscription: PushSubscriptionInput) =>
  rows.some((row) => sameText(row.p256dh, subscription.p256dh) && sameText(row.auth, subscription.auth));

/**
 * Keeps this browser's subscription for the creator: their own row at that address is written
 * with the keys sent now. Another account's row at the same address is never moved nor changed;
 * a creator who has none gets one only by sending that browser's keys (two accounts signed in
 * one after the other on a shared browser). An address with other keys is ignored, and the
 * answer says nothing of it.
 */
export async function savePushSubscription(db: Database, userId: string, subscription: PushSubscriptionInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // The address's rows locked, so that a second account's check and a change of keys do not cross.
    const holders = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint)).for('update');
    const others = holders.filter((row) => row.userId !== userId);
    if (others.length > 0 && others.length === holders.length && !holdsTheBrowser(others, subscription)) return;
    const row = {
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.p256dh,
      auth: subscription.auth,
      userAgent: subscription.userAgent ?? null,
      createdAt: now,
    };
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: [pushSubscriptions.endpoint, pushSubscriptions.userId], set: row });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt))
      .limit(MAX_PUSH_SUBSCRIPTIONS);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/** Forgets the creator's subscription at `endpoint`; another creator's is left alone. */
export async function removePushSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Forgets subscriptions the push service says are gone. */
export async function forgetPushSubscriptions(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

export async function pushSubscriptionsOf(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Of `userIds`, those with at least one subscribed browser. */
export async function usersWithPush(db: Database, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
  return new Set(rows.map((row) => row.userId));
}
