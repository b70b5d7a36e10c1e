import type { NotificationEvent } from '@ma/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { batchesFor, chunksOf } from '../../db/batches.ts';
import type { Database } from '../../db/database.ts';
import { notificationPreferences, notifications } from '../../db/schema.ts';

/** One event for one creator, named by its cause: the same cause is the same notification. */
export type Notice = NotificationEvent & {
  userId: string;
  /** The cause, unique per creator ('application:<id>:accepted:<decided at>'). */
  dedupeKey: string;
  /** When it happened; the database's clock without it. */
  at?: Date;
};

/**
 * Records events as in-app notifications (docs/product/notifications.md). Call it with the
 * transaction of what caused them, so that the event exists exactly when its cause does; an
 * event delivered again (a retried job, a second process) meets its dedupe key and writes
 * nothing, and a kind the creator turned off in the app writes nothing. Answers how many were
 * written.
 */
export async function recordNotifications(tx: Database, notices: readonly Notice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const turnedOff = new Set<string>();
  // A round of approvals may tell thousands of creators: their choices are read in slices.
  for (const userIds of chunksOf([...new Set(notices.map((notice) => notice.userId))], 1000)) {
    const off = await tx
      .select({ userId: notificationPreferences.userId, kind: notificationPreferences.kind })
      .from(notificationPreferences)
      .where(and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.inApp, false)));
    for (const row of off) turnedOff.add(`${row.userId}|${row.kind}`);
  }
  const rows = notices
    .filter((notice) => !turnedOff.has(`${notice.userId}|${notice.kind}`))
    .map((notice) => ({
      userId: notice.userId,
      kind: notice.kind,
      details: notice.details,
      dedupeKey: notice.dedupeKey,
      ...(notice.at ? { createdAt: notice.at } : {}),
    }));
  let written = 0;
  for (const batch of batchesFor(notifications, rows)) {
    const inserted = await tx
      .insert(notifications)
      .values(batch)
      .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
      .returning({ id: notifications.id });
    written += inserted.length;
  }
  return written;
}

/** `recordNotifications` of one event. */
export const recordNotification = (tx: Database, notice: Notice) => recordNotifications(tx, [notice]);
