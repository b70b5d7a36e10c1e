import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { isUuid } from './ids.ts';

/**
 * Keyset pages, newest first, over an instant and an id (the back office's lists, a creator's
 * notifications and Aira history): a page costs the same at any depth, along an index on
 * (instant, id). The cursor names the page's last row; it is opaque to clients (base64url). A
 * malformed one is the first page in the back office, a 422 on the creators' lists (requireCursor).
 */
export interface PageKey {
  at: Date;
  id: string;
}

export const encodeCursor = ({ at, id }: PageKey): string => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): PageKey | undefined {
  if (!cursor) return undefined;
  const [iso = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso);
  return rest.length > 0 || Number.isNaN(at.getTime()) || !isUuid(id) ? undefined : { at, id };
}

/** The same, for a list that refuses a cursor it did not write (the creators' lists): throws `invalid()` for one. */
export function requireCursor(cursor: string | undefined, invalid: () => Error): PageKey | undefined {
  const key = decodeCursor(cursor);
  if (cursor && !key) throw invalid();
  return key;
}

/**
 * The rows after `key` in (at, id) order, newest first; every row when there is none. A row
 * comparison, which PostgreSQL reads as one range of the (at, id) index.
 */
export function olderThanKey(at: PgColumn, id: PgColumn, key: PageKey | undefined): SQL | undefined {
  return key ? sql`(${at}, ${id}) < (${key.at.toISOString()}::timestamptz, ${key.id}::uuid)` : undefined;
}

/**
 * Newest first, in the order of the indexes drizzle writes for `.desc()` columns (DESC NULLS
 * LAST): a plain `desc()` means NULLS FIRST, which such an index does not hold, NOT NULL columns
 * included (PostgreSQL matches the NULLS order as written), and the planner then reads and sorts
 * every matching row instead of walking the index to the page's end. An index of ascending
 * columns (drizzle's default) is the other way round: read backwards, it holds a plain `desc()`
 * (DESC NULLS FIRST) and not this order.
 */
export const newestFirst = (...columns: PgColumn[]): SQL[] => columns.map((column) => sql`${column} desc nulls last`);

/**
 * A creator's page: the rows of `query` (a select made `.$dynamic()`, with no `where` of its own)
 * that match `filter` and come after `after` (the previous page's last), newest first along an
 * index of `.desc()` columns (newestFirst), `limit` of them.
 */
export async function newestAfter<Q extends PgSelect>(
  query: Q,
  { at, id }: { at: PgColumn; id: PgColumn },
  filter: SQL,
  { after, limit }: { after: PageKey | undefined; limit: number },
): Promise<Q['_']['result']> {
  const rows: Q['_']['result'] = await query
    .where(and(filter, olderThanKey(at, id, after)))
    .orderBy(...newestFirst(at, id))
    .limit(limit);
  return rows;
}

/** The rows after `cursor`'s (olderThanKey); a malformed cursor is the first page. */
export const olderThan = (at: PgColumn, id: PgColumn, cursor: string | undefined): SQL | undefined => olderThanKey(at, id, decodeCursor(cursor));

/** The page of up to `pageSize + 1` rows read in that order, and the cursor of the next one (null at the end). */
export function pageOf<T>(rows: readonly T[], pageSize: number, keyOf: (row: T) => PageKey): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > pageSize && last ? encodeCursor(keyOf(last)) : null };
}

/** The order of a keyset list: its (instant, id) columns, newest first, as the index it walks holds them. */
export interface PageOrder {
  at: PgColumn;
  id: PgColumn;
  /**
   * `desc` for an index written with `.desc()` columns, read in `newestFirst` order; `asc` for
   * drizzle's default, read backwards in a plain `desc()` order.
   */
  index: 'asc' | 'desc';
}

/**
 * Reads one page of a keyset list, newest first: the rows of `query` (a select made
 * `.$dynamic()`, with no `where` of its own) that match `filters` (undefined ones are left out)
 * and come after `cursor` (olderThan), `pageSize + 1` of them to know whether there is a next page;
 * `keyOf` gives the page key of a row read (pageOf).
 */
export async function readPage<Q extends PgSelect>(
  query: Q,
  { at, id, index }: PageOrder,
  { filters = [], cursor, pageSize }: { filters?: (SQL | undefined)[]; cursor: string | undefined; pageSize: number },
  keyOf: (row: Q['_']['result'][number]) => PageKey,
): Promise<{ page: Q['_']['result']; nextCursor: string | null }> {
  const rows: Q['_']['result'] = await query
    .where(and(...filters, olderThan(at, id, cursor)))
    .orderBy(...(index === 'desc' ? newestFirst(at, id) : [desc(at), desc(id)]))
    .limit(pageSize + 1);
  return pageOf(rows, pageSize, keyOf);
}
