import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { userIdColumn } from './users.schema.ts';
import { idColumn, singleUseLinkColumns } from './columns.ts';

/**
 * A sign-in link (docs/product/routes-and-navigation.md "Token in the URL", decision 026): what a
 * `?token=` address the product makes carries instead of a session. Only the token's hash is
 * kept; it works once, before `expires_at` (15 minutes), and only while the account's token
 * version is the one it was made under (a password reset voids it with the sessions).
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: idColumn(),
    userId: userIdColumn(),
    tokenVersion: integer('token_version').notNull(),
    ...singleUseLinkColumns('sign_in_links_token_hash_unique'),
  },
  (table) => [index('sign_in_links_user_idx').on(table.userId)],
);
