import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PersonalTable } from '../../lib/personal-data.ts';

export { REMOVED } from '../../lib/personal-data.ts';
export { DELETED_NAME, deletedUsername } from '../account/account-tables.ts';

/** A table's columns by their database names, secrets left out, for the export. */
export function exportedColumns(entry: PersonalTable): Record<string, PgColumn> {
  const secret = new Set(entry.secret ?? []);
  return Object.fromEntries(
    Object.values(getTableColumns(entry.table))
      .filter((column) => !secret.has(column))
      .map((column) => [column.name, column]),
  );
}
