import { notificationKinds, type NotificationDetailsOf } from '@ma/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { userIdColumn } from './users.schema.ts';
import { idColumn, instant } from './columns.ts';

export const notificationKindEnum = pgEnum('notification_kind', notificationKinds);

/** An event for one creator, as each channel's table keeps it: the creator, the kind, what its text needs, the cause. */
const eventColumns = () => ({
  id: idColumn(),
  userId: userIdColumn(),
  kind: notificationKindEnum('kind').notNull(),
  details: jsonb('details').$type<NotificationDetailsOf[keyof NotificationDetailsOf]>().notNull(),
  dedupeKey: text('dedupe_key').notNull(),
});

/** An event is one row per creator (`dedupe_key`, of `eventColumns`): delivered twice, it is written once. */
const oncePerEvent = (tableName: string, table: { userId: AnyPgColumn; dedupeKey: AnyPgColumn }) =>
  uniqueIndex(`${tableName}_user_dedupe_unique`).on(table.userId, table.dedupeKey);

/**
 * What a creator is told of in the app (docs/product/notifications.md): one row per event,
 * written in the transaction of what caused it. `dedupe_key` names the cause
 * ('application:<id>:accepted:<decided at>'), unique per creator, so an event delivered twice (a
 * retried job, two processes) is one row. `details` keeps what the text and the link need, never
 * a token, a CPF or a full PIX key.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...eventColumns(),
    // Milliseconds, as the paging cursor carries them: a microsecond would fall between pages.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: instant('read_at'),
  },
  (table) => [
    oncePerEvent('notifications', table),
    index('notifications_user_newest_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** A creator's choice of channels for one kind; no row is the defaults (`defaultNotificationChannels`). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userIdColumn(),
    kind: notificationKindEnum('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'notification_preferences_pk', columns: [table.userId, table.kind] })],
);

export type NotificationRow = typeof notifications.$inferSelect;

export const notificationMailStatuses = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;
export const notificationMailStatusEnum = pgEnum('notification_mail_status', notificationMailStatuses);

/**
 * The e-mail of an event (docs/product/notifications.md "E-mail"): written in the transaction of
 * what caused it, beside the in-app row, when the creator takes that kind by e-mail; sent by a
 * pg-boss job queued in the same transaction (modules/notifications/mail-job.ts). The same
 * `dedupe_key` as the in-app row, unique per creator: one mail per event. `status`: pending
 * (waiting for its job's attempt), sending (an attempt is on it), sent, skipped (the creator
 * turned that kind's e-mail off before it went), failed (refused for good, or out of attempts). `unsubscribe_token_hash`: the hash of the
 * one-click unsubscribe token its last sending carried, which turns off that kind's e-mail.
 */
/** An event to deliver on one channel, as its job takes it: its state (its job's attempt number decides what it may take). */
const deliveryColumns = () => ({
  ...eventColumns(),
  status: notificationMailStatusEnum('status').notNull().default('pending'),
  createdAt: instant('created_at').notNull().defaultNow(),
  sentAt: instant('sent_at'),
});

export const notificationMails = pgTable(
  'notification_mails',
  {
    ...deliveryColumns(),
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
  },
  (table) => [oncePerEvent('notification_mails', table), uniqueIndex('notification_mails_unsubscribe_unique').on(table.unsubscribeTokenHash)],
);

export type NotificationMailRow = typeof notificationMails.$inferSelect;

/**
 * A browser that takes the creator's notifications by Web Push (docs/product/notifications.md
 * "Push"): the push service's address and the keys its messages are encrypted to. One row per
 * account and address: an account other than the first one gets a row of its own for a browser
 * only by sending the same keys (holding the browser), and never takes another's row. Removed
 * when the push service says it is gone (404/410), when the creator turns it off, with the account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: userIdColumn(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    // The address first: a subscription asks who already holds it.
    uniqueIndex('push_subscriptions_endpoint_user_unique').on(table.endpoint, table.userId),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * The push of an event: written beside the in-app row when the creator takes that kind on the
 * phone and has a subscribed browser, sent by a job (modules/notifications/push-job.ts) to each
 * of the creator's browsers. The statuses of `notification_mails`; `delivered_to` holds the
 * subscriptions already sent to, so a retry after a partial failure sends each browser one push.
 */
export const notificationPushes = pgTable(
  'notification_pushes',
  {
    ...deliveryColumns(),
    deliveredTo: jsonb('delivered_to').$type<string[]>().notNull().default([]),
  },
  (table) => [oncePerEvent('notification_pushes', table)],
);

export type NotificationPushRow = typeof notificationPushes.$inferSelect;
