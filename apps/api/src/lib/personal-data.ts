import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';

/** Whose data: the account. */
export interface DataOwner {
  userId: string;
}

/**
 * What deletion does with a table's rows of the creator (docs/product/account-data.md):
 * - `delete`: the rows go.
 * - `keep`: accounting records, kept as they are; they hold nothing personal but the account's id,
 *   and the account's row is emptied.
 * - a function: what the table needs (the paid commissions stay, the others go...), done `at` the
 *   deletion's time (the injected clock's).
 */
export type Erasure = 'delete' | 'keep' | ((tx: Database, owner: DataOwner, at: Date) => Promise<unknown>);

/**
 * A table that holds rows of a creator, declared by the module that owns it (its manifest's
 * `personalTables`, children before the rows they point to): the LGPD export and the account's
 * deletion (modules/account-data) read every module's list.
 */
export interface PersonalTable {
  table: PgTable;
  /** The creator's rows in it. */
  owned: (owner: DataOwner) => SQL | undefined;
  /** Columns never exported: secrets (hashes, encrypted tokens, live links) and the app's own counters, not data about the person. */
  secret?: PgColumn[];
  erase: Erasure;
}

/** The rows whose `column` is the creator's id. */
export const byUser = (column: PgColumn) => (owner: DataOwner) => eq(column, owner.userId);

/** What a kept record shows where personal data was. */
export const REMOVED = '[removido]';
