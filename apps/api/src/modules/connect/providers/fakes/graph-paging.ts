import type { Context } from 'hono';

// Graph's cursor-based paging (developers.facebook.com/docs/graph-api/results): opaque cursors,
// here the item's index.

const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
/** The index of the first item after the `after` cursor (0 without one, or with a bad one). */
export function startOf(c: Context): number {
  const after = c.req.query('after');
  const index = after === undefined ? -1 : Number.parseInt(Buffer.from(after, 'base64url').toString('utf8'), 10);
  return Number.isNaN(index) || index < 0 ? 0 : index + 1;
}

/** The `limit` asked for (25 by default), at most `maxLimit`. */
export function pageLimit(c: Context, maxLimit: number): number {
  const asked = Number.parseInt(c.req.query('limit') ?? '25', 10);
  return Math.min(Number.isNaN(asked) || asked < 1 ? 25 : asked, maxLimit);
}

/** Graph's cursor paging: `limit` items after the `after` cursor, `next` when there are more. */
export function paged<T>(c: Context, url: string, items: readonly T[], maxLimit: number) {
  const limit = pageLimit(c, maxLimit);
  const start = startOf(c);
  const data = items.slice(start, start + limit);
  if (data.length === 0) return { data };
  const last = start + data.length - 1;
  const paging: { cursors: { before: string; after: string }; next?: string } = { cursors: { before: cursor(start), after: cursor(last) } };
  if (last + 1 < items.length) {
    const next = new URL(url);
    next.search = new URL(c.req.url).search;
    next.searchParams.set('after', cursor(last));
    paging.next = next.href;
  }
  return { data, paging };
}
