import { defaultNotificationChannels, type NotificationChannels } from '@ma/domain';
import { inArray } from 'drizzle-orm';
import { batchesFor, chunksOf } from '../../db/batches.ts';
import type { Database } from '../../db/database.ts';
import { notificationPreferences, notifications } from '../../db/schema.ts';
import type { CreatorEvent } from '../../lib/events.ts';
import { mailDeliveries } from './mail-job.ts';
import { pushDeliveries } from './push-job.ts';
import { usersWithPush } from './push/subscriptions.repository.ts';

/**
 * Records events as in-app notifications and as e-mails and pushes to send (docs/product/notifications.md),
 * each on the channels the creator takes for its kind. It runs in the transaction of what
 * caused them (the `creatorEvents` a module emits, lib/events.ts), so that the event exists
 * exactly when its cause does; an event delivered again (a
 * retried job, a second process) meets its dedupe key and writes nothing. Each mail and push is
 * sent by a job queued in the same transaction (mail-job.ts, push-job.ts). Answers how many in-app
 * notifications were written.
 */
export async function recordNotifications(tx: Database, notices: readonly CreatorEvent[]): Promise<number> {
  if (notices.length === 0) return 0;
  const chosen = new Map<string, NotificationChannels>();
  // A round of approvals may tell thousands of creators: their choices are read in slices.
  for (const userIds of chunksOf([...new Set(notices.map((notice) => notice.userId))], 1000)) {
    const rows = await tx.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
    for (const row of rows) chosen.set(`${row.userId}|${row.kind}`, row);
  }
  const channelsOf = (notice: CreatorEvent) => chosen.get(`${notice.userId}|${notice.kind}`) ?? defaultNotificationChannels;
  const rowOf = (notice: CreatorEvent) => ({
    userId: notice.userId,
    kind: notice.kind,
    details: notice.details,
    dedupeKey: notice.dedupeKey,
    ...(notice.at ? { createdAt: notice.at } : {}),
  });
  let written = 0;
  for (const batch of batchesFor(notifications, notices.filter((notice) => channelsOf(notice).inApp).map(rowOf))) {
    const inserted = await tx
      .insert(notifications)
      .values(batch)
      .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
      .returning({ id: notifications.id });
    written += inserted.length;
  }
  await mailDeliveries.queue(tx, notices.filter((notice) => channelsOf(notice).email).map(rowOf));
  // A push only for a creator with a browser to send it to (most have none).
  const wantPush = notices.filter((notice) => channelsOf(notice).push);
  const withBrowsers = new Set<string>();
  for (const userIds of chunksOf([...new Set(wantPush.map((notice) => notice.userId))], 1000)) {
    for (const userId of await usersWithPush(tx, userIds)) withBrowsers.add(userId);
  }
  await pushDeliveries.queue(tx, wantPush.filter((notice) => withBrowsers.has(notice.userId)).map(rowOf));
  return written;
}

/** `recordNotifications` of one event. */
export const recordNotification = (tx: Database, event: CreatorEvent) => recordNotifications(tx, [event]);
