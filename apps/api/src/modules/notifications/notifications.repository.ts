import type { Notification, NotificationPreference } from '@ma/api-client/schemas';
import { defaultNotificationChannels, notificationKinds, notificationText, type NotificationEvent, type NotificationKind } from '@ma/domain';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { notificationPreferences, notifications, type NotificationRow } from '../../db/schema.ts';
import { newestAfter, type PageKey } from '../../lib/keyset.ts';

/** The creator's notifications after `after` (the previous page's last), newest first (`limit` of them). */
export async function listNotifications(db: Database, userId: string, limit: number, after?: PageKey): Promise<NotificationRow[]> {
  const n = notifications;
  return newestAfter(db.select().from(n).$dynamic(), { at: n.createdAt, id: n.id }, eq(n.userId, userId), { after, limit });
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the creator's own unread ones read (`ids`, or all); another creator's ids change nothing. Answers how many. */
export async function markRead(db: Database, userId: string, which: { ids: string[] } | { all: true }, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), 'ids' in which ? inArray(notifications.id, which.ids) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

/** A row as the creator reads it: the text and link written from its details now. */
export function toNotification(row: NotificationRow): Notification {
  const { title, text, path } = notificationText({ kind: row.kind, details: row.details } as NotificationEvent);
  return {
    id: row.id,
    kind: row.kind,
    title,
    text,
    path,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** Whether the creator takes `kind` on `channel` now (the default where they never chose). */
export async function wantsChannel(db: Database, userId: string, kind: NotificationKind, channel: 'email' | 'push'): Promise<boolean> {
  const [chosen] = await db
    .select({ on: notificationPreferences[channel] })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return chosen?.on ?? defaultNotificationChannels[channel];
}

/** Every kind's channels, the defaults where the creator never chose. */
export async function readPreferences(db: Database, userId: string): Promise<NotificationPreference[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return notificationKinds.map((kind) => {
    const row = rows.find((item) => item.kind === kind);
    return { kind, ...(row ? { inApp: row.inApp, email: row.email, push: row.push } : defaultNotificationChannels) };
  });
}

/** Sets the channels of the kinds given; the others stay as they were. */
export async function writePreferences(db: Database, userId: string, preferences: NotificationPreference[], now: Date): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(preferences.map((item) => ({ userId, ...item, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        push: sql`excluded.push`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
