import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema.ts';

/**
 * A sign-in link (docs/product/routes-and-navigation.md "Token in the URL", decision 026): what a
 * `?token=` address the product makes carries instead of a session. Only the token's hash is
 * kept; it works once, before `expires_at` (15 minutes), and only while the account's token
 * version is the one it was made under (a password reset voids it with the sessions).
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sign_in_links_token_hash_unique'),
    tokenVersion: integer('token_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_links_user_idx').on(table.userId)],
);
