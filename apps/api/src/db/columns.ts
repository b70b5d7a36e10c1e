import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns that most tables share, written once. Each is a function: a column builder belongs to
// the one table it is placed in. The account a row belongs to is `userIdColumn` (users.schema.ts).

/** The random key most tables are identified by. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** A point in time: every instant the database keeps is a `timestamptz`. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A link whose token stands for an account (a password reset, an e-mail change, a sign-in link):
 * only the SHA-256 of the token is kept, so a leaked table opens no account; it expires, and works once.
 */
export const singleUseLinkColumns = (hashUniqueName: string) => ({
  tokenHash: text('token_hash').notNull().unique(hashUniqueName),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  /** Set when the link is used, or made void. */
  usedAt: instant('used_at'),
});
