import type { PublicMediaKit } from '@ma/api-client/schemas';
import { isKitTheme, isUsernameShape } from '@ma/domain';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { clientAddress, nodeClientAddress } from '../../lib/client-address.ts';
import { acceptedEncoding, CompressedText, HTML } from '../../lib/compressed-text.ts';
import { orLastRead, STALE_PAGE_CACHE_CONTROL } from '../../lib/last-read.ts';
import type { AheadListener } from '../../lib/module.ts';
import { hostOrigin, nodeRequestOrigin } from '../../lib/request-origin.ts';
import { isTls, pageSecurityHeaders } from '../../lib/security-headers.ts';
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
export type WebNeeds = Pick<AppServices, 'db' | 'clock' | 'kits' | 'visits' | 'trustProxy' | 'appOrigin'>;

type StoredKit = NonNullable<Awaited<ReturnType<WebNeeds['kits']['recentByUsername']>>>;

/** Who asked for a kit's page, and how it is shown: at the app's origin (the demo's: the one they used), in a theme they may name. */
interface KitVisit {
  username: string;
  theme: string | null;
  origin: string;
  address: string;
  userAgent: string | undefined;
}

/**
 * A kit's page, rendered again only when the kit changed (createPageCache), and its visit
 * counted after the answer (kit-views.ts).
 */
function shownKit(services: WebNeeds, pages: PublicPages, rendered: PageCache, stored: StoredKit, visit: KitVisit): CompressedText {
  const shownTheme = isKitTheme(visit.theme) ? visit.theme : undefined;
  let kit: PublicMediaKit | undefined;
  const shown = () => (kit ??= publicKitView(stored));
  const page = rendered.getFrom(
    `${visit.username}|${shownTheme ?? ''}`,
    visit.origin,
    stored,
    () => JSON.stringify(shown()),
    () => pages.render('kit', { kit: shown(), origin: visit.origin, ...(shownTheme ? { theme: shownTheme } : {}) }),
  );
  services.visits.count({ userId: stored.id, address: visit.address, userAgent: visit.userAgent, now: services.clock.now() });
  return page;
}

/**
 * /{username} (docs/product/media-kit.md "The public page"): the kit rendered on the server,
 * its visit counted after the answer, or a real 404 page. Another spelling of an address
 * (/Ouro, /ouro/) is sent to the one address. While the database is out of reach, the kit as
 * the page last read it (within the hour), kept by no cache; with none held, the outage's 503.
 */
export async function kitPage(c: Context<AppEnv<WebNeeds>>, pages: PublicPages, rendered: PageCache, username: string): Promise<Response> {
  const { services } = c.var;
  const now = services.clock.now().getTime();
  const { value: stored, stale } = await orLastRead(
    () => services.kits.recentByUsername(username, now),
    () => services.kits.lastReadByUsername(username, now),
  );
  c.header('Cache-Control', stale ? STALE_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL);
  if (!stored) return new CompressedText(pages.render('not-found', { path: c.req.path })).respond(c, 404);
  const url = new URL(c.req.url);
  if (url.pathname !== `/${username}`) return c.redirect(`/${username}${url.search}`, 301);
  const visit = {
    username,
    theme: url.searchParams.get('theme'),
    origin: services.appOrigin,
    address: clientAddress(c, services.trustProxy),
    userAgent: c.req.header('user-agent'),
  };
  return shownKit(services, pages, rendered, stored, visit).respond(c, 200);
}

/** Checked at every visit: a kit's page shows its latest save. */
const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * GET /{username} ahead of the app, on the Node server: a kit shared on WhatsApp is the public
 * path opened most after the tracked links, and building a web Request and Response for it, and
 * running the app's middleware, cost more than its cached page (bench-api.mjs). The answer is
 * the one `kitPage` gives, with the security headers the app writes (pageSecurityHeaders), at
 * the origin the app would use (APP_ORIGIN; with `originFromRequest`, the demo's, the request's
 * as app.ts reads it). Only the kit's own address with a kit behind it is answered here;
 * anything else (another spelling, no kit, a database error, a Host the app would refuse, no
 * public pages in the build) goes on to the app, which answers as it always does.
 */
export function kitPageListener(
  services: WebNeeds,
  publicPages: () => Promise<PublicPages | undefined>,
  rendered: PageCache,
  originFromRequest: boolean,
): AheadListener {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const url = request.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const username = kitAddress(path);
    const scheme = isTls(request) ? 'https' : 'http';
    if (!username || path !== `/${username}` || !hostOrigin(scheme, request.headers.host)) return next();
    const visit = {
      username,
      theme: queryAt === -1 ? null : new URLSearchParams(url.slice(queryAt + 1)).get('theme'),
      origin: (originFromRequest && nodeRequestOrigin(request, scheme, services.trustProxy)) || services.appOrigin,
      address: nodeClientAddress(request, services.trustProxy),
      userAgent: request.headers['user-agent'],
    };
    const answer = ([pages, securityHeaders, stored]: [PublicPages | undefined, Readonly<Record<string, string>>, StoredKit | undefined]) => {
      if (!pages || !stored) return next();
      let page: CompressedText;
      try {
        page = shownKit(services, pages, rendered, stored, visit);
      } catch {
        return next();
      }
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const body = encoding ? page.encoded(encoding) : Buffer.from(page.text);
      response.writeHead(200, {
        ...securityHeaders,
        'Cache-Control': PAGE_CACHE_CONTROL,
        'Content-Type': HTML,
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        'Content-Length': String(body.length),
      });
      response.end(body);
    };
    Promise.all([publicPages(), pageSecurityHeaders(), services.kits.recentByUsername(username, services.clock.now().getTime())]).then(answer, () =>
      next(),
    );
  };
}

/** How many rendered public pages an app keeps (webRoutes makes one cache per app). */
export const MAX_CACHED_PAGES = 2000;

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Rendered pages, kept while what they show is unchanged: a kit shared on WhatsApp is opened by
 * many people in a burst, and rendering plus compressing is most of the time of an answer. An
 * entry holds the kit it was rendered from (as JSON) and is used only while the kit read now is
 * the same, so no save or connected network can leave a stale page. The least recently shown
 * page goes first. Only pages at `keptOrigin` (the app's own) are kept: the demo draws a page at
 * whatever address the browser used, and a Host header is the client's word, so a page at any
 * other address is drawn for its request alone (a spray of hosts neither grows the cache nor
 * evicts a real page; decision 027).
 */
export function createPageCache(limit: number, keptOrigin: string) {
  const entries = new LRUCache<string, { source: string; from: object | undefined; page: CompressedText }>({ max: limit });
  const cache = {
    /** A page kept while `source` is the same; one at another origin than the kept one is drawn each time. */
    get(key: string, source: string, render: () => string, origin = keptOrigin): CompressedText {
      return cache.getFrom(key, origin, undefined, () => source, render);
    },
    /**
     * As `get`, for a page at `origin` made from `from` (the kit as read): while the same object
     * comes back (the kit reads of the last second are one object, media-kit.repository.ts), the
     * page is the one already checked against it, without building and comparing its source
     * again: that was most of a cached page's cost under load (bench-api.mjs).
     */
    getFrom(key: string, origin: string, from: object | undefined, source: () => string, render: () => string): CompressedText {
      if (origin !== keptOrigin) return new CompressedText(render(), 'few');
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
