import { statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { isApiPath } from '../../lib/api-path.ts';
import { apiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/types.ts';
import { createPageCache, kitAddress, kitPage, MAX_CACHED_PAGES, type PageCache, type WebNeeds } from './kit-page.ts';
import { createLastProposals, proposalAddress, proposalPage } from './proposal-page.ts';
import { loadPublicPages, type PublicPages } from './public-pages.ts';
import { metaDefaultsFrom, renderIndexHtml } from './render-index-html.ts';
import { cachedRoutePreloads, hasSession, matchRoutePreload, type CompiledRoute, type RoutePreload } from './route-preloads.ts';
import { CompressedText } from '../../lib/compressed-text.ts';
import { cachedBuildFile } from './file-cache.ts';
import { parsePrerenderedPages, withGuestPage, withSignedInShell } from './guest-pages.ts';
import { loadSignedInRenderer, signedInPageDrawer, withDrawnPage, type ApiFetch, type PageDrawer } from './drawn-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVACY_PATH = /^\/privacy-policy\/?$/;
const PROFILE_LIST_PATH = /^\/aira\/profile-list\//;
const SHORT = 'public, max-age=3600';
const SERVICE_WORKER = '/sw.js';
/** The app's route of the media kits (apps/web/src/routes/$username.tsx), which the server draws (kit-page.ts). */
const KIT_ROUTE = '/$username';

// '/logo.png' (or '/logo.png/') names a file; '/publis' and '/ana_souza' are app routes.
const looksLikeFile = (path: string) => /\.[a-z0-9]+\/?$/i.test(path);

/**
 * The built web app on the API's origin (docs/architecture.md "Serving"): hashed assets cached
 * for a year, the service worker never (no-cache), other files for an hour, each sent as the
 * build's brotli or gzip copy when the browser accepts one, the public pages rendered on the
 * server (a creator's media kit at /{username}, a proposal at /publi/{id}/public), and
 * index.html (never cached, with the app's link-preview tags, the page's address and, for a
 * guest on a sign-in page, that page prerendered) for every app route. Never answers under /v3.
 */
export function webRoutes(distDir: string, appOrigin: string, apiFetch: ApiFetch) {
  const web = new Hono<AppEnv<WebNeeds>>();
  // The rendered public pages of this app (kit-page.ts), kept only at its own origin.
  const rendered = createPageCache(MAX_CACHED_PAGES, appOrigin);
  // The proposals its pages last drew, for a database outage (proposal-page.ts).
  const lastProposals = createLastProposals();
  const index = cachedBuildFile(join(distDir, 'index.html'), (html) => html);
  const guestPages = cachedBuildFile(join(distDir, 'guest-pages.json'), parsePrerenderedPages, () => new Map());
  const signedInShell = cachedBuildFile(
    join(distDir, 'signed-in-shell.html'),
    (html) => html,
    () => '',
  );
  // The private pages whose first screen (their heading) the build drew around the layout.
  const signedInPages = cachedBuildFile(join(distDir, 'signed-in-pages.json'), parsePrerenderedPages, () => new Map());
  const withPreloads = cachedRoutePreloads(join(distDir, 'route-preloads.json'));
  let pages: Promise<PublicPages | undefined> | undefined;
  const publicPages = () => (pages ??= loadPublicPages(distDir));
  let drawer: Promise<PageDrawer | undefined> | undefined;
  const pageDrawer = () => (drawer ??= loadSignedInRenderer(distDir).then((render) => render && signedInPageDrawer(render, apiFetch)));

  web.use('*', async (c, next) => {
    if (isApiPath(c.req.path)) return c.notFound();
    await next();
  });
  const assets = staticFiles(distDir, IMMUTABLE);
  const files = staticFiles(distDir, SHORT);
  web.use('/assets/*', assets);
  // The service worker (apps/web/public/sw.js): checked at every visit, so that a fix reaches the
  // phones at once rather than an hour later.
  web.use(SERVICE_WORKER, staticFiles(distDir, 'no-cache'));
  web.use('*', async (c, next) => {
    if (c.req.path === '/' || c.req.path === '/index.html') return next();
    return files(c, next);
  });
  // The page is written per request (its link-preview tags and preloads), so it is compressed
  // per request, with zlib's synchronous calls; the assets were compressed at build time.
  web.get('*', async (c) => {
    const { path } = c.req;
    const username = kitAddress(path);
    const proposal = username ? undefined : proposalAddress(path);
    const pages = username || proposal ? await publicPages() : undefined;
    if (username && pages) return kitPage(c, pages, rendered, username);
    if (proposal && pages) return proposalPage(c, pages, lastProposals, proposal);
    if (PRIVACY_PATH.test(path)) {
      const privacy = await publicPages();
      if (privacy) return privacyPage(c, privacy, rendered);
    }
    if (path !== '/index.html' && (path.startsWith('/assets/') || looksLikeFile(path))) throw apiError('NOT_FOUND');
    // An address that is no page gets a real 404, not the app's shell (whose router would draw
    // its not-found page under a 200 that crawlers index).
    const routes = await withPreloads.routes();
    // The route the router would choose (matchRoutePreload), read once for the two questions below.
    const route = matchRoutePreload(routes, path);
    if (!isAppPage(routes, route, path, username)) return pageNotFound(c, await publicPages(), rendered, index);
    // The brand's list: its address is a secret (docs/product/brand-applicants.md). It is not
    // indexed, and no link on it tells another site where it came from.
    if (PROFILE_LIST_PATH.test(path)) {
      c.header('Referrer-Policy', 'no-referrer');
      c.header('X-Robots-Tag', 'noindex, nofollow');
    }
    const html = await index();
    const url = new URL(c.req.url);
    const meta = { ...metaDefaultsFrom(html), url: `${c.var.services.appOrigin}${url.pathname}` };
    const signedIn = hasSession(c);
    const empty = renderIndexHtml(html, meta);
    // A private page (its layout sends a visitor without a session to /login) opens on its layout.
    const privatePage = signedIn && route?.redirects?.signedOut !== undefined;
    // Some private pages are drawn whole with her data (decision 042); the others, and any that
    // cannot be, open on the layout.
    const draw = privatePage ? await pageDrawer() : undefined;
    const drawn = draw ? await draw(c, c.var.services) : undefined;
    let page: string;
    if (drawn) page = withDrawnPage(empty, drawn);
    else if (privatePage) page = withSignedInShell(empty, (await signedInPages()).get(url.pathname) ?? (await signedInShell()));
    else page = withGuestPage(empty, await guestPages(), { path: url.pathname, search: url.search, signedIn });
    // Her data is in a drawn page: no cache but her browser's may keep it, and not even hers (the
    // service worker keeps only what may be stored).
    c.header('Cache-Control', drawn ? 'private, no-store' : 'no-cache');
    // A page drawn on the server paints before its scripts are asked for (decision 020): on a
    // phone they would share the few connections with the stylesheets and hold the first paint
    // back by two seconds. A private page's content comes no later for it: the scripts' bytes,
    // not their start, decide when (decision 041).
    const paintsWithoutScripts = page !== empty;
    return new CompressedText(await withPreloads(page, url.pathname, signedIn, { paintsWithoutScripts })).respond(c, 200);
  });
  return web;
}

// A path serveStatic reads as it is (no escapes, no odd characters): its file is `root` + path.
const PLAIN_PATH = /^[\w./-]+$/;
// The last segment has a dot: what the build's files all have (apps/web/src/public-files.test.ts checks it).
const HAS_EXTENSION = /\.[^/]*$/;

/** Files of the build with their cache lifetime; anything not found falls through to `next`. */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv<WebNeeds>> {
  const serve = serveStatic<AppEnv<WebNeeds>>({ root, precompressed: true });
  return async (c, next) => {
    // Most paths that reach here are pages (/ouro, /publi/...), not files. Every file of the build
    // has an extension, so a path without one goes on at once (a stat per page was a tenth of a
    // cached kit's cost); for the rest, a stat that finds nothing says so at once, where
    // serveStatic's throws an exception per request. Whatever exists is serveStatic's to judge.
    const { path } = c.req;
    if (PLAIN_PATH.test(path) && (!HAS_EXTENSION.test(path) || !statSync(join(root, path), { throwIfNoEntry: false }))) return next();
    const response = await serve(c, next);
    // serveStatic answers a Response only when it found the file (its onFound runs too late to add headers).
    if (response instanceof Response) response.headers.set('Cache-Control', cacheControl);
    return response;
  };
}

/**
 * Whether `path` is a page of the web app: it matches a route of the app's route tree, as the
 * build listed them from the route files (route-preloads.json, apps/web/build/route-preloads-
 * plugin.ts), and the router would choose it (`route`, by matchRoutePreload). /{username} is one only for a
 * username (`username`, kitAddress): the app draws no kit for anything else. /index.html is the
 * app's shell itself. A build that lists no routes leaves every path to the app, as before.
 */
export function isAppPage(routes: readonly CompiledRoute[], route: RoutePreload | undefined, path: string, username: string | undefined): boolean {
  if (routes.length === 0 || path === '/index.html') return true;
  return route !== undefined && (route.path !== KIT_ROUTE || username !== undefined);
}

/**
 * The 404 page of an address that is no page: the same document for every such address, drawn
 * once (no script, not indexed). A build without the public pages sends the app's shell with
 * the status: its router draws the not-found page.
 */
async function pageNotFound(
  c: Context<AppEnv<WebNeeds>>,
  pages: PublicPages | undefined,
  rendered: PageCache,
  shell: () => Promise<string>,
): Promise<Response> {
  c.header('Cache-Control', 'no-cache');
  try {
    if (pages) return rendered.get('page-not-found', '', () => pages.render('page-not-found', {})).respond(c, 404);
  } catch {
    // A renderer of an earlier build, without this page: the shell says it as well.
  }
  return c.html(await shell(), 404);
}

/** /privacy-policy, rendered on the server: static text, no script, one page (at the app's origin). */
function privacyPage(c: Context<AppEnv<WebNeeds>>, pages: PublicPages, rendered: PageCache): Response {
  const origin = c.var.services.appOrigin;
  c.header('Cache-Control', 'no-cache');
  return rendered.get('privacy', '', () => pages.render('privacy', { origin }), origin).respond(c, 200);
}
