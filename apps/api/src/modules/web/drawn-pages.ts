import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ACCESS_TOKEN_COOKIE } from '@ma/domain';
import { DRAWN_ANSWERS_ID, scriptJson, type DrawnPage, type RenderSignedInPage } from '@ma/api-client/pages';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Logger } from '../../lib/logger.ts';
import { withSignedInShell } from './guest-pages.ts';

/** The API as one request in the same process: the app's own `fetch`, with the page request's environment (its socket). */
export type ApiFetch = (request: Request, env: unknown) => Response | Promise<Response>;

/** How long a page may take to draw before the layout alone is sent instead. */
const DRAW_WITHIN_MS = 1_500;

/**
 * The web build's renderer of private pages drawn with her data (dist-ssr/entry-shell.js,
 * apps/web/src/app-shell), loaded once; undefined when the build has none.
 */
export async function loadSignedInRenderer(distDir: string): Promise<RenderSignedInPage | undefined> {
  try {
    const shell = (await import(pathToFileURL(join(distDir, '..', 'dist-ssr', 'entry-shell.js')).href)) as {
      renderSignedInPage?: RenderSignedInPage;
    };
    return shell.renderSignedInPage;
  } catch {
    return undefined;
  }
}

/** The page request's headers the API reads (her address behind our proxy, her browser), for its own calls. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'user-agent', 'accept-language'];

/** How many pages one process draws at once; a request beyond them gets the layout alone. */
export const DRAWS_AT_ONCE = 4;

/** What a page is drawn with: the site's address as her addresses on it are written (the request's), and where a failure is told. */
export interface DrawingNeeds {
  appOrigin: string;
  logger: Logger;
}

/** Draws the private page of a request with her data, or answers undefined for the layout alone. */
export type PageDrawer = (c: Context, needs: DrawingNeeds) => Promise<DrawnPage | undefined>;

/**
 * The private page of each request drawn with her data (issue #38, docs/decisions/042): the
 * renderer calls the API in this process with her session, as her browser would, and the same
 * limits and checks apply. Undefined, and the layout alone is sent, when the page is not one the
 * server draws, the renderer fails or takes longer than 1.5 s, or `atOnce` pages are being drawn
 * already: a page costs the event loop some 45 ms where the layout costs 3, and no one may make
 * the API spend more on pages than that by asking for many.
 */
export function signedInPageDrawer(render: RenderSignedInPage, apiFetch: ApiFetch, atOnce = DRAWS_AT_ONCE): PageDrawer {
  let drawing = 0;
  return async (c, { appOrigin, logger }) => {
    const token = getCookie(c, ACCESS_TOKEN_COOKIE);
    const url = new URL(c.req.url);
    if (!token || url.search !== '' || drawing >= atOnce) return undefined;
    const headers = new Headers();
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    // Her connection (for her address), not the page's answer: the API's calls set their own
    // headers on the Node server's outgoing answer (lib/security-headers.ts), which is the page's.
    const env = { incoming: (c.env as { incoming?: unknown } | undefined)?.incoming };
    const fetchApi = (async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      for (const [name, value] of headers) if (!request.headers.has(name)) request.headers.set(name, value);
      return apiFetch(request, env);
    }) as typeof fetch;
    // Counted until the renderer is done, even past the 1.5 s the page waits for it.
    drawing += 1;
    const drawn = render(url.pathname, token, fetchApi, url.origin, { phone: isPhone(c), siteOrigin: appOrigin }).finally(() => (drawing -= 1));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, DRAW_WITHIN_MS, undefined)));
    try {
      return await Promise.race([drawn, late]);
    } catch (error) {
      // The layout alone still opens the page; a page that cannot be drawn is a fault to fix.
      logger.error('web: a private page could not be drawn', { path: url.pathname, error });
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Whether the browser says it is a phone's: Chromium's `Sec-CH-UA-Mobile` (sent unasked), else
 * the user agent's "Mobi" (Safari, Firefox). The page is drawn for a phone's width or a desktop's.
 */
const isPhone = (c: Context): boolean => {
  const hint = c.req.header('sec-ch-ua-mobile');
  return hint ? hint === '?1' : /Mobi/i.test(c.req.header('user-agent') ?? '');
};

/**
 * index.html with `drawn` in #root, marked as the drawn layout is so the app renders over it once
 * its code is in, and beside it the answers it was drawn from, which the app starts from
 * (apps/web/src/main.tsx).
 */
export function withDrawnPage(html: string, drawn: DrawnPage): string {
  return withSignedInShell(html, drawn.markup, `<script id="${DRAWN_ANSWERS_ID}" type="application/json">${scriptJson(drawn.answers)}</script>`);
}
