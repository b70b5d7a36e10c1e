import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { brandKey, proposals } from '../../db/schema.ts';
import { normaliseText } from '../proposals/search-text.ts';

export const BRAND_SUGGESTIONS = 20;

/**
 * The brand names of proposals that start with `q` (case and accents aside), in that order, up
 * to `limit`: the choices of the list's brand filter. A skip scan of proposals_brand_key_idx
 * (migration 0039): each name is one seek past the one before, so the cost is the names
 * answered, not the proposals of each brand nor the brands in all. A prefix, not any part of the
 * name: a part would read every brand's name on each keystroke.
 */
export async function suggestBrands(db: Database, q: string, limit = BRAND_SUGGESTIONS): Promise<string[]> {
  const p = proposals;
  const key = brandKey(p.brandName);
  const start = normaliseText(q.replaceAll('\u0000', ''));
  const within = start === '' ? sql`true` : sql`${key} like ${`${escapeLike(start)}%`}`;
  const result: unknown = await db.execute(sql`
    with recursive brands (key, name) as (
      (select ${key}, ${p.brandName} from ${p} where ${within} order by 1, 2 limit 1)
      union all
      select next.key, next.name from brands, lateral (
        select ${key} as key, ${p.brandName} as name from ${p}
        where ${within} and (${key}, ${p.brandName}) > (brands.key, brands.name)
        order by 1, 2 limit 1
      ) next
    )
    select name from brands limit ${limit}`);
  // postgres.js answers the rows as an array, PGlite as { rows }.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { name: string }[];
  return rows.map((row) => row.name);
}
