import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { isApiPath } from '../../lib/api-path.ts';
import { apiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/types.ts';
import { kitAddress, kitPage } from './kit-page.ts';
import { pageMetaFor } from './page-meta.ts';
import { loadPublicPages, type PublicPages } from './public-pages.ts';
import { metaDefaultsFrom, renderIndexHtml } from './render-index-html.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

// '/logo.png' names a file; '/publis' and '/ana-souza' are app routes.
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

/**
 * The built web app on the API's origin (docs/architecture.md "Serving"): hashed assets cached
 * for a year, other files for an hour, each sent as the build's brotli or gzip copy when the
 * browser accepts one, a creator's media kit rendered on the server at /{username}, and
 * index.html (never cached, with the page's link-preview tags) for every app route. Never
 * answers under /v3.
 */
export function webRoutes(distDir: string) {
  const web = new Hono<AppEnv>();
  const index = cachedIndexHtml(join(distDir, 'index.html'));
  let pages: Promise<PublicPages | undefined> | undefined;
  const publicPages = () => (pages ??= loadPublicPages(distDir));

  web.use('*', async (c, next) => {
    if (isApiPath(c.req.path)) return c.notFound();
    await next();
  });
  const assets = staticFiles(distDir, IMMUTABLE);
  const files = staticFiles(distDir, SHORT);
  web.use('/assets/*', assets);
  web.use('*', async (c, next) => {
    if (c.req.path === '/' || c.req.path === '/index.html') return next();
    return files(c, next);
  });
  // The page is written per request (its link-preview tags), so it is compressed per request;
  // the assets were compressed at build time.
  web.get('*', compress(), async (c) => {
    const { path } = c.req;
    const username = kitAddress(path);
    const rendered = username ? await publicPages() : undefined;
    if (username && rendered) return kitPage(c, rendered, username);
    if (path !== '/index.html' && (path.startsWith('/assets/') || looksLikeFile(path))) throw apiError('NOT_FOUND');
    const html = await index();
    const url = new URL(c.req.url);
    const meta = await pageMetaFor(
      c.var.services.db,
      { path: url.pathname, url: `${url.origin}${url.pathname}` },
      metaDefaultsFrom(html),
      c.var.services.clock.now(),
    );
    c.header('Cache-Control', 'no-cache');
    return c.html(renderIndexHtml(html, meta));
  });
  return web;
}

/** Files of the build with their cache lifetime; anything not found falls through to `next`. */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({ root, precompressed: true });
  return async (c, next) => {
    const response = await serve(c, next);
    // serveStatic answers a Response only when it found the file (its onFound runs too late to add headers).
    if (response instanceof Response) response.headers.set('Cache-Control', cacheControl);
    return response;
  };
}

/** index.html, read again only when a new build replaced it. */
function cachedIndexHtml(file: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}
