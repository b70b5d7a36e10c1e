import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from './ids.ts';

/**
 * Keyset pages, newest first, over an instant and an id (the back office's lists): a page costs
 * the same at any depth, along an index on (instant, id). The cursor names the page's last row;
 * it is opaque to clients (base64url), and a malformed one is the first page, never an error.
 */
export interface PageKey {
  at: Date;
  id: string;
}

export const encodeCursor = ({ at, id }: PageKey): string => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): PageKey | undefined {
  if (!cursor) return undefined;
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) || !isUuid(id) ? undefined : { at, id };
}

/**
 * The rows after `cursor`'s in (at, id) order, newest first; every row when there is none. A row
 * comparison, which PostgreSQL reads as one range of the (at, id) index.
 */
export function olderThan(at: PgColumn, id: PgColumn, cursor: string | undefined): SQL | undefined {
  const after = decodeCursor(cursor);
  return after ? sql`(${at}, ${id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined;
}

/** The page of up to `pageSize + 1` rows read in that order, and the cursor of the next one (null at the end). */
export function pageOf<T>(rows: readonly T[], pageSize: number, keyOf: (row: T) => PageKey): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > pageSize && last ? encodeCursor(keyOf(last)) : null };
}
