import { text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Columns that most tables share, written once. Each is a function: a column builder belongs to
// the one table it is placed in. The account a row belongs to is `userIdColumn` (users.schema.ts),
// or `userKeyColumn` where a table has one row per account.

/** The random key most tables are identified by. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** The row of another table this one belongs to (an idea's generation, a click's link): required, and deleted with it. */
export const parentIdColumn = (name: string, parent: () => AnyPgColumn) => uuid(name).notNull().references(parent, { onDelete: 'cascade' });

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

/**
 * A session a cookie names (lib/session-cookie.ts, for brands' members and operators): only the
 * SHA-256 of the cookie's token, when it started and runs out, and the address it started from.
 */
export const cookieSessionColumns = (hashUniqueName: string) => ({
  tokenHash: text('token_hash').notNull().unique(hashUniqueName),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  ip: text('ip'),
});

/** When a row was written and last changed, both set by the database unless the writer says. */
export const createdAndUpdatedColumns = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
