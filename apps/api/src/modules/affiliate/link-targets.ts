import { trackedDestination } from '@ma/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { affiliateLinks } from '../../db/schema.ts';
import { createPromiseCache } from '../../lib/promise-cache.ts';

/** A link's destination with our parameters, split where each click's id goes. */
export type LinkTarget = { linkId: string; before: string; after: string } | null;

// A click id is base64url: it goes into the URL as it is, with no escaping to do.
const CLICK_ID_SLOT = 'CLICKIDSLOT';

/** How long a code's destination (or its absence) is reused; links do not change once made. */
const LINK_CACHE_MS = 60_000;
const MAX_CACHED_LINKS = 50_000;

/** The destinations of link codes, each read once a minute at most per process (a click burst reads once). */
export function createLinkTargets(db: Database) {
  const cache = createPromiseCache<LinkTarget>({ ttlMs: LINK_CACHE_MS, max: MAX_CACHED_LINKS });
  const read = async (code: string): Promise<LinkTarget> => {
    const [row] = await db
      .select({ linkId: affiliateLinks.id, destinationUrl: affiliateLinks.destinationUrl })
      .from(affiliateLinks)
      .where(eq(affiliateLinks.code, code))
      .limit(1);
    if (!row) return null;
    const [before = '', after = ''] = trackedDestination(row.destinationUrl, { code, clickId: CLICK_ID_SLOT }).split(CLICK_ID_SLOT);
    return { linkId: row.linkId, before, after };
  };
  return (code: string, now: number): Promise<LinkTarget> => cache.get(code, now, () => read(code));
}

export type LinkTargets = ReturnType<typeof createLinkTargets>;
