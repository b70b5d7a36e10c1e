import { isUuid } from '../../lib/ids.ts';

/**
 * The cursor of a keyset page: the (instant, id) of its last row, which the next page starts
 * after. Opaque to clients (base64url); a malformed one is the first page, never an error.
 */
export const encodeCursor = (at: Date, id: string): string => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) || !isUuid(id) ? undefined : { at, id };
}
