import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { notificationPushes, pushSubscriptions, type PushSubscriptionRow } from '../../../db/schema.ts';
import { deliveryQueue } from '../delivery-queue.ts';

/** Browsers per creator: a new one beyond this replaces the one that subscribed longest ago. */
/** The pushes as their jobs take them (delivery-queue.ts). */
export const pushQueue = deliveryQueue(notificationPushes);

export const MAX_PUSH_SUBSCRIPTIONS = 10;

/**
 * Keeps this browser's subscription for the creator. A browser has one subscription whoever
 * signed in on it: the account that subscribes last takes it (its keys as sent now).
 */
export async function savePushSubscription(
  db: Database,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string; userAgent: string | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = {
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.p256dh,
      auth: subscription.auth,
      userAgent: subscription.userAgent ?? null,
    };
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: new Date() } });
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
