import { isKitTheme, isUsernameShape } from '@ma/domain';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { clientAddress } from '../../lib/client-address.ts';
import { CompressedText } from '../../lib/compressed-text.ts';
import { orLastRead, STALE_PAGE_CACHE_CONTROL } from '../../lib/last-read.ts';
import type { AppEnv } from '../../lib/types.ts';
import type { AppServices } from '../services.ts';
import { publicKitView } from '../media-kit/media-kit.view.ts';
import type { PublicPages } from './public-pages.ts';

const singleSegment = /^\/([^/]+)\/?$/;

/**
 * The username a path addresses (/ana_souza, /Ana_Souza/), or undefined for any other path. A
 * segment with a dot never is one, whatever rows the database holds: /google….html, /ads.txt or
 * /security.txt answered with a kit would prove ownership of the domain for whoever named it so.
 */
export function kitAddress(path: string): string | undefined {
  const segment = singleSegment.exec(path)?.[1];
  if (!segment) return undefined;
  let username: string;
  try {
    username = decodeURIComponent(segment).toLowerCase();
  } catch {
    return undefined;
  }
  if (username.includes('.')) return undefined;
  return isUsernameShape(username) ? username : undefined;
}

/** What the server-rendered pages use of the app's services. */
export type WebNeeds = Pick<AppServices, 'db' | 'clock' | 'kits' | 'visits' | 'trustProxy' | 'appOrigin' | 'logger'>;

/**
 * /{username} (docs/product/media-kit.md "The public page"): the kit rendered on the server,
 * its visit counted after the answer, or a real 404 page. Another spelling of an address
 * (/Ouro, /ouro/) is sent to the one address. While the database is out of reach, the kit as
 * the page last read it (within the hour), kept by no cache; with none held, the outage's 503.
 * The page is rendered again only when what it shows changed (createPageCache).
 */
export async function kitPage(c: Context<AppEnv<WebNeeds>>, pages: PublicPages, rendered: PageCache, username: string): Promise<Response> {
  const { services } = c.var;
  const now = services.clock.now();
  const { value: stored, stale } = await orLastRead(
    () => services.kits.byUsernameForPage(username, now.getTime()),
    () => services.kits.lastReadByUsername(username, now.getTime()),
  );
  c.header('Cache-Control', stale ? STALE_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL);
  if (!stored) return new CompressedText(pages.render('not-found', { path: c.req.path })).respond(c, 404);
  const url = new URL(c.req.url);
  if (url.pathname !== `/${username}`) return c.redirect(`/${username}${url.search}`, 301);
  const requested = url.searchParams.get('theme');
  const theme = isKitTheme(requested) ? requested : undefined;
  const kit = publicKitView(stored);
  const origin = services.appOrigin;
  const page = rendered.get(
    `${username}|${theme ?? ''}`,
    JSON.stringify(kit),
    () => pages.render('kit', { kit, origin, ...(theme ? { theme } : {}) }),
    origin,
  );
  services.visits.count({ userId: stored.id, address: clientAddress(c, services.trustProxy), userAgent: c.req.header('user-agent'), now });
  return page.respond(c, 200);
}

/** Checked at every visit: a kit's page shows its latest save. */
const PAGE_CACHE_CONTROL = 'no-cache';

/** How many rendered public pages an app keeps (webRoutes makes one cache per app). */
export const MAX_CACHED_PAGES = 2000;

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Rendered pages, kept while what they show is unchanged: a kit shared on WhatsApp is opened by
 * many people in a burst, and rendering plus compressing is most of the time of an answer. An
 * entry holds what the page was rendered from (the kit's public view as JSON: the kit, the
 * account's basics and the connected networks, which no single version number covers) and is
 * used only while that is the same, so no save or connected network can leave a stale page. The
 * least recently shown page goes first. Only pages at `keptOrigin` (the app's own) are kept: the
 * demo draws a page at whatever address the browser used, and a Host header is the client's
 * word, so a page at any other address is drawn for its request alone (a spray of hosts neither
 * grows the cache nor evicts a real page; decision 027).
 */
export function createPageCache(limit: number, keptOrigin: string) {
  const entries = new LRUCache<string, { source: string; page: CompressedText }>({ max: limit });
  return {
    /** A page kept while `source` is the same; one at another origin than the kept one is drawn each time. */
    get(key: string, source: string, render: () => string, origin = keptOrigin): CompressedText {
      if (origin !== keptOrigin) return new CompressedText(render(), 'few');
      const hit = entries.get(key);
      if (hit?.source === source) return hit.page;
      const page = new CompressedText(render());
      entries.set(key, { source, page });
      return page;
    },
  };
}
