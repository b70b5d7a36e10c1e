import { ACCESS_TOKEN_COOKIE } from '@ma/domain';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { cachedBuildFile } from './file-cache.ts';
import { holdScriptsUntilPainted } from './paint-first.ts';

/** One entry of the web build's route-preloads.json (apps/web/build/route-preloads-plugin.ts). */
export interface RoutePreload {
  /** A TanStack Router path pattern: `/login`, `/$username`, `/files/$` (the rest of the path). */
  path: string;
  /** Module scripts the route needs first, as URLs. */
  js: string[];
  /** Its stylesheets, as URLs. */
  css: string[];
  /**
   * Where the route's layouts send a visitor first, by whether the visitor has a session: a
   * path whose files to name instead, or null when only the browser knows where (none named).
   */
  redirects?: { signedIn?: string | null; signedOut?: string | null };
}

type Segment = { kind: 'static'; value: string } | { kind: 'param' } | { kind: 'splat' };
export interface CompiledRoute {
  segments: Segment[];
  preload: RoutePreload;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isRedirect = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.startsWith('/'));
const isRoutePreload = (value: unknown): value is RoutePreload => {
  if (typeof value !== 'object' || value === null) return false;
  const { path, js, css, redirects } = value as Record<string, unknown>;
  if (redirects !== undefined) {
    if (typeof redirects !== 'object' || redirects === null) return false;
    const { signedIn, signedOut } = redirects as Record<string, unknown>;
    if (!isRedirect(signedIn) || !isRedirect(signedOut)) return false;
  }
  return typeof path === 'string' && path.startsWith('/') && isStringArray(js) && isStringArray(css);
};

const splitPath = (path: string) => path.split('/').filter((segment) => segment !== '');

function compile(preload: RoutePreload): CompiledRoute {
  const segments = splitPath(preload.path).map((segment): Segment => {
    if (segment === '$') return { kind: 'splat' };
    // `$id`, and the braced forms (`{$id}`, `{-$lang}`, `file{$id}.json`): one segment, whatever it holds.
    if (segment.startsWith('$') || segment.includes('{')) return { kind: 'param' };
    return { kind: 'static', value: segment.toLowerCase() };
  });
  return { segments, preload };
}

/** A route-preloads.json as read: its routes, and the script a prerendered page loads first (paint-first.ts), if the build has one. */
export interface RoutePreloadsFile {
  routes: CompiledRoute[];
  paintFirst?: string;
}

/**
 * A route-preloads.json: `{ paintFirst?, routes }`, or an earlier build's bare list of routes.
 * Entries of another shape are dropped, anything unreadable gives no route.
 */
export function parseRoutePreloadsFile(json: string): RoutePreloadsFile {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { routes: [] };
  }
  const { routes, paintFirst } = (Array.isArray(value) ? { routes: value } : typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  return {
    routes: Array.isArray(routes) ? routes.filter(isRoutePreload).map(compile) : [],
    ...(typeof paintFirst === 'string' && paintFirst.startsWith('/') ? { paintFirst } : {}),
  };
}

/** The routes of a route-preloads.json (`parseRoutePreloadsFile`). */
export const parseRoutePreloads = (json: string): CompiledRoute[] => parseRoutePreloadsFile(json).routes;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** How well `route` fits the path: per segment, 3 for a static one, 2 a param, 1 the splat; undefined when it does not. */
function fit(route: CompiledRoute, path: string[]): number[] | undefined {
  const ranks: number[] = [];
  for (const [i, segment] of route.segments.entries()) {
    if (segment.kind === 'splat') return [...ranks, 1];
    const part = path[i];
    if (part === undefined) return undefined;
    if (segment.kind === 'param') ranks.push(2);
    else if (decode(part).toLowerCase() === segment.value) ranks.push(3);
    else return undefined;
  }
  return ranks.length === path.length ? ranks : undefined;
}

/**
 * Compares two fits left to right: the first segment that differs decides. When one fit begins
 * the other, the longer one ends in a splat that took nothing (`/files/$` for `/files`): the
 * shorter wins.
 */
function better(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return a.length < b.length;
}

/**
 * The route a request path renders, as the router would choose it: static segments beat
 * params, params beat a splat, from the left; `/` matches only `/`. Case and a trailing slash
 * do not matter.
 */
export function matchRoutePreload(routes: readonly CompiledRoute[], path: string): RoutePreload | undefined {
  const parts = splitPath(path);
  let best: { ranks: number[]; preload: RoutePreload } | undefined;
  for (const route of routes) {
    const ranks = fit(route, parts);
    if (ranks && (!best || better(ranks, best.ranks))) best = { ranks, preload: route.preload };
  }
  return best?.preload;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** How a page uses its route's files. */
export interface PreloadOptions {
  /**
   * The page paints without its scripts (a guest page prerendered, guest-pages.ts): they are
   * held until it has painted when the build has the loader for it (`paintFirst`), so that only
   * the stylesheets come before the first paint; otherwise fetched at low priority.
   */
  paintsWithoutScripts?: boolean;
  /** The build's loader of held scripts (route-preloads.json's `paintFirst`, paint-first.ts). */
  paintFirst?: string;
}

/**
 * The page's head tags for a route's files, skipping any the page already names: a
 * `stylesheet` for each CSS file and a `modulepreload` for each script (fetched at once, run
 * when the router imports it). `crossorigin` as Vite writes its own tags, so the browser
 * reuses the preloaded answer for the module import. Vite's loader then finds these links in
 * the head and adds none of its own for the same files.
 */
export function routePreloadTags(preload: RoutePreload, html = '', options: PreloadOptions = {}): string[] {
  const named = (href: string) => html.includes(`href="${escapeAttribute(href)}"`) || html.includes(`src="${escapeAttribute(href)}"`);
  const priority = options.paintsWithoutScripts ? ' fetchpriority="low"' : '';
  // The stylesheets first: the page paints once they have arrived, and the browser asks for its
  // files in this order over a few connections, so a large script named first would hold them back.
  return [
    ...preload.css.filter((href) => !named(href)).map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    ...preload.js.filter((href) => !named(href)).map((href) => `<link rel="modulepreload"${priority} crossorigin href="${escapeAttribute(href)}">`),
  ];
}

/**
 * The route the visitor will see at `path`: the one it matches, or where its layouts' redirects
 * send a visitor with (`signedIn`) or without a session; undefined when no route matches or
 * only the browser knows where the visitor goes.
 */
export function landingRoutePreload(routes: readonly CompiledRoute[], path: string, signedIn: boolean): RoutePreload | undefined {
  let preload = matchRoutePreload(routes, path);
  // A few hops at most: a redirect to a redirect is followed, a loop is not.
  for (let hops = 0; preload && hops < 4; hops += 1) {
    const redirect = signedIn ? preload.redirects?.signedIn : preload.redirects?.signedOut;
    if (redirect === undefined) return preload;
    if (redirect === null) return undefined;
    preload = matchRoutePreload(routes, redirect);
  }
  return undefined;
}

/**
 * `html` with the preload tags of the route the visitor will see at `path` (`landingRoutePreload`),
 * just before `</head>` (after the entry's own tags). A page that paints without its scripts, in
 * a build with the loader for it, gets its stylesheets so and its scripts held (paint-first.ts).
 */
export function withRoutePreloads(
  html: string,
  routes: readonly CompiledRoute[],
  path: string,
  signedIn = false,
  options: PreloadOptions = {},
): string {
  const preload = landingRoutePreload(routes, path, signedIn);
  if (options.paintsWithoutScripts && options.paintFirst) {
    const styled = preload ? withTags(html, routePreloadTags({ ...preload, js: [] }, html)) : html;
    return holdScriptsUntilPainted(styled, preload?.js ?? [], options.paintFirst);
  }
  return withTags(html, preload ? routePreloadTags(preload, html, options) : []);
}

const withTags = (html: string, tags: string[]) =>
  tags.length === 0 ? html : html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);

/**
 * The web build's route-preloads.json, read again only when a new build replaced it, and a
 * function that adds a page's preload tags to its index.html (`signedIn`: the request carries
 * the session cookie, which the router reads too), whose `routes()` are the routes the file
 * lists. A build without the file (or with one that cannot be read) adds none: the router then
 * finds the route's files itself, one round trip later.
 */
export function cachedRoutePreloads(file: string) {
  const preloads = cachedBuildFile<RoutePreloadsFile>(file, parseRoutePreloadsFile, () => ({ routes: [] }));
  const withPreloads = async (html: string, path: string, signedIn: boolean, options: PreloadOptions = {}) => {
    const { routes, paintFirst } = await preloads();
    return withRoutePreloads(html, routes, path, signedIn, { ...(paintFirst ? { paintFirst } : {}), ...options });
  };
  return Object.assign(withPreloads, { routes: async () => (await preloads()).routes });
}

/** Whether the request carries the session cookie: what the web app's router reads to tell a signed-in visitor. */
export const hasSession = (c: Context) => getCookie(c, ACCESS_TOKEN_COOKIE) !== undefined;
