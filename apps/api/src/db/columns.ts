import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns that most tables share, written once. Each is a function: a column builder belongs to
// the one table it is placed in. The account a row belongs to is `userIdColumn` (users.schema.ts).

/** The random key most tables are identified by. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** A point in time: every instant the database keeps is a `timestamptz`. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
