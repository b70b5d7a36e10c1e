import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { CompressedText } from '../../lib/compressed-text.ts';
import { apiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/types.ts';
import { cachedBuildFile } from './file-cache.ts';

/**
 * The apps the API serves under a path of its origin, beside the creator app at /: each is a
 * Vite build whose `base` is that path (apps/backoffice/vite.config.ts, apps/brands/vite.config.ts).
 */
export const BUILT_APP_PATHS = {
  /** The operators' app (docs/product/backoffice.md "The app"). */
  backoffice: '/backoffice',
  /** The brands' app (docs/decisions/038-brands-on-the-platform.md). */
  brands: '/marcas',
} as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
// The last segment has a dot: a file of the build ('/backoffice/favicon.svg'), not a page of the app.
const HAS_EXTENSION = /\.[^/]*$/;

/**
 * A built app (the back office, the brands' app) under `path`, as the creator app is served at /
 * (web.index.ts): hashed assets cached for a year, other files for an hour, each as the build's
 * brotli or gzip copy the browser accepts; index.html (never cached, compressed once) for every
 * other path, the app's router drawing the page. The security headers are the app's, as for every
 * page (lib/security-headers.ts); no search engine indexes it, and no address of it leaves as a
 * Referer (its pages carry tokens: setup links, invitations). Mounted ahead of the creator app,
 * which answers 404 for any path it has no route for.
 */
export function builtAppRoutes(path: string, distDir: string) {
  const app = new Hono<AppEnv>();
  const index = cachedBuildFile(join(distDir, 'index.html'), (html) => new CompressedText(html));

  app.use(`${path}/*`, async (c, next) => {
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Referrer-Policy', 'no-referrer');
    await next();
  });
  app.use(`${path}/assets/*`, buildFiles(path, distDir, IMMUTABLE));
  app.use(`${path}/*`, buildFiles(path, distDir, SHORT));
  const page = async (c: Context<AppEnv>) => {
    if (HAS_EXTENSION.test(c.req.path)) throw apiError('NOT_FOUND');
    c.header('Cache-Control', 'no-cache');
    return (await index()).respond(c, 200);
  };
  app.get(path, page);
  app.get(`${path}/*`, page);
  return app;
}

/** The build's files under `path` with their cache lifetime; a page (no extension) or a missing file goes on to `next`. */
function buildFiles(path: string, root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({ root, precompressed: true, rewriteRequestPath: (requested) => requested.slice(path.length) });
  return async (c, next) => {
    if (!HAS_EXTENSION.test(c.req.path)) return next();
    const response = await serve(c, next);
    // serveStatic answers a Response only when it found the file.
    if (response instanceof Response) response.headers.set('Cache-Control', cacheControl);
    return response;
  };
}
