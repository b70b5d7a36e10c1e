import type { PublicMediaKit } from '@ma/api-client/schemas';
import { isKitTheme, isUsernameShape } from '@ma/domain';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { clientAddress } from '../../lib/client-address.ts';
import { CompressedText } from '../../lib/compressed-text.ts';
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

/**
 * /{username} (docs/product/media-kit.md "The public page"): the kit rendered on the server,
 * its visit counted after the answer, or a real 404 page. Another spelling of an address
 * (/Ouro, /ouro/) is sent to the one address.
 */
/** What the server-rendered pages use of the app's services. */
export type WebNeeds = Pick<AppServices, 'db' | 'clock' | 'kits' | 'visits' | 'trustProxy'>;

export async function kitPage(c: Context<AppEnv<WebNeeds>>, pages: PublicPages, rendered: PageCache, username: string): Promise<Response> {
  const { services } = c.var;
  const stored = await services.kits.recentByUsername(username, services.clock.now().getTime());
  c.header('Cache-Control', 'no-cache');
  if (!stored) return new CompressedText(pages.render('not-found', { path: c.req.path })).respond(c, 404);
  const url = new URL(c.req.url);
  if (url.pathname !== `/${username}`) return c.redirect(`/${username}${url.search}`, 301);
  const theme = url.searchParams.get('theme');
  const visit = {
    userId: stored.id,
    address: clientAddress(c, services.trustProxy),
    userAgent: c.req.header('user-agent'),
    now: services.clock.now(),
  };
  services.visits.count(visit);
  const shownTheme = isKitTheme(theme) ? theme : undefined;
  let kit: PublicMediaKit | undefined;
  const shown = () => (kit ??= publicKitView(stored));
  return rendered
    .getFrom(
      `${username}|${shownTheme ?? ''}|${url.origin}`,
      stored,
      () => JSON.stringify(shown()),
      () => pages.render('kit', { kit: shown(), origin: url.origin, ...(shownTheme ? { theme: shownTheme } : {}) }),
    )
    .respond(c, 200);
}

/** How many rendered public pages an app keeps (webRoutes makes one cache per app). */
export const MAX_CACHED_PAGES = 2000;

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Rendered pages, kept while what they show is unchanged: a kit shared on WhatsApp is opened by
 * many people in a burst, and rendering plus compressing is most of the time of an answer. An
 * entry holds the kit it was rendered from (as JSON) and is used only while the kit read now is
 * the same, so no save or connected network can leave a stale page. The least recently shown
 * page goes first.
 */
export function createPageCache(limit: number) {
  const entries = new LRUCache<string, { source: string; from: object | undefined; page: CompressedText }>({ max: limit });
  const cache = {
    get(key: string, source: string, render: () => string): CompressedText {
      return cache.getFrom(key, undefined, () => source, render);
    },
    /**
     * As `get`, for a page made from `from` (the kit as read): while the same object comes back
     * (the kit reads of the last second are one object, media-kit.repository.ts), the page is
     * the one already checked against it, without building and comparing its source again:
     * that was most of a cached page's cost under load (bench-api.mjs).
     */
    getFrom(key: string, from: object | undefined, source: () => string, render: () => string): CompressedText {
      const hit = entries.get(key);
      if (hit && from !== undefined && hit.from === from) return hit.page;
      const current = source();
      if (hit?.source === current) {
        hit.from = from;
        return hit.page;
      }
      const page = new CompressedText(render());
      entries.set(key, { source: current, from, page });
      return page;
    },
  };
  return cache;
}
