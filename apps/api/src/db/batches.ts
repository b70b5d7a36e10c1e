import { getTableColumns, type Table } from 'drizzle-orm';

/** PostgreSQL takes at most this many bind parameters in one statement. */
export const MAX_BIND_PARAMETERS = 65_535;

// Well under the limit for any of our tables, and small enough that drizzle builds the
// statement without deep recursion (10,000 rows at once overflowed the stack).
const MAX_ROWS_PER_STATEMENT = 500;

/** How many rows of `table` one INSERT may carry: a parameter per column per row, under the limit. */
export function rowsPerStatement(table: Table): number {
  const columns = Object.keys(getTableColumns(table)).length;
  return Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_BIND_PARAMETERS / columns)));
}

/** `rows` in consecutive slices of at most `size`. */
export function* chunksOf<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** `rows` of `table`, each slice sized for one INSERT: the one way to write many rows at once. */
export const batchesFor = <T>(table: Table, rows: readonly T[]): Generator<T[]> => chunksOf(rows, rowsPerStatement(table));
