import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { CompressedText } from '../../lib/compressed-text.ts';
import { apiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/types.ts';
import { cachedBuildFile } from './file-cache.ts';

/** Where the operators' app lives on the API's origin (apps/backoffice/vite.config.ts `base`). */
export const BACKOFFICE_PATH = '/backoffice';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
// The last segment has a dot: a file of the build ('/backoffice/favicon.svg'), not a page of the app.
const HAS_EXTENSION = /\.[^/]*$/;

/**
 * The built back office (apps/backoffice, docs/product/backoffice.md "The app") under /backoffice,
 * as the creator app is served at / (web.index.ts): hashed assets cached for a year, other files
 * for an hour, each as the build's brotli or gzip copy the browser accepts; index.html (never
 * cached, compressed once) for every other path, the app's router drawing the page. The security
 * headers are the app's, as for every page (lib/security-headers.ts); no search engine indexes it,
 * and no address of it leaves as a Referer. Mounted ahead of the creator app, which answers 404
 * for any path it has no route for.
 */
export function backofficeRoutes(distDir: string) {
  const backoffice = new Hono<AppEnv>();
  const index = cachedBuildFile(join(distDir, 'index.html'), (html) => new CompressedText(html));

  backoffice.use(`${BACKOFFICE_PATH}/*`, async (c, next) => {
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Referrer-Policy', 'no-referrer');
    await next();
  });
  backoffice.use(`${BACKOFFICE_PATH}/assets/*`, buildFiles(distDir, IMMUTABLE));
  backoffice.use(`${BACKOFFICE_PATH}/*`, buildFiles(distDir, SHORT));
  const page = async (c: Context<AppEnv>) => {
    if (HAS_EXTENSION.test(c.req.path)) throw apiError('NOT_FOUND');
    c.header('Cache-Control', 'no-cache');
    return (await index()).respond(c, 200);
  };
  backoffice.get(BACKOFFICE_PATH, page);
  backoffice.get(`${BACKOFFICE_PATH}/*`, page);
  return backoffice;
}

/** The build's files under /backoffice with their cache lifetime; a page (no extension) or a missing file goes on to `next`. */
function buildFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({ root, precompressed: true, rewriteRequestPath: (path) => path.slice(BACKOFFICE_PATH.length) });
  return async (c, next) => {
    if (!HAS_EXTENSION.test(c.req.path)) return next();
    const response = await serve(c, next);
    // serveStatic answers a Response only when it found the file.
    if (response instanceof Response) response.headers.set('Cache-Control', cacheControl);
    return response;
  };
}
