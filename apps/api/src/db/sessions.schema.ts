import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { userIdColumn } from './users.schema.ts';
import { idColumn, instant } from './columns.ts';

/**
 * A signed-in session (docs/product/accounts-and-levels.md "The session", decision 024): every
 * access token names one (its `sid` claim) and works only while the row is here. Ending a session
 * deletes its row. What the list of sessions shows about the device is coarse on purpose: a
 * label made from the browser's User-Agent and the network's prefix, never the full address.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: userIdColumn(),
    createdAt: instant('created_at').notNull(),
    /** Written at most once per few minutes per session (auth/session-use.ts), never per request. */
    lastUsedAt: instant('last_used_at').notNull(),
    /** 'Chrome · Android'; null when the User-Agent said nothing we know. */
    device: text('device'),
    /** The /24 (IPv4) or /48 (IPv6) the session started from; null when unknown. */
    ipPrefix: text('ip_prefix'),
  },
  (table) => [index('sessions_user_idx').on(table.userId, table.createdAt)],
);
