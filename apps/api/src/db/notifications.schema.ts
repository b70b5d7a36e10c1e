import { notificationKinds, type NotificationDetailsOf } from '@ma/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

export const notificationKindEnum = pgEnum('notification_kind', notificationKinds);

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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    details: jsonb('details').$type<NotificationDetailsOf[keyof NotificationDetailsOf]>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    // Milliseconds, as the paging cursor carries them: a microsecond would fall between pages.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_user_dedupe_unique').on(table.userId, table.dedupeKey),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'notification_preferences_pk', columns: [table.userId, table.kind] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
