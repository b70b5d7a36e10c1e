import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Which files each route of the app needs for its first render, beyond what index.html loads
 * (the entry and its static imports), written at build time to `dist/route-preloads.json` so
 * that the server can name them in the page's head (`<link rel="modulepreload">` and
 * `<link rel="stylesheet">`, apps/api/src/modules/web/route-preloads.ts). Without it the
 * browser learns of a route's chunks only once the entry has run and the router has matched
 * the URL: one more round trip before the page can draw (docs/decisions/011-route-preloads.md).
 */
export interface RoutePreload {
  /** The route's path pattern, as TanStack Router writes it: `/login`, `/$username`, `/`. */
  path: string;
  /** Module scripts, as URLs (`/assets/login-abc123.js`), parent layouts' first. */
  js: string[];
  /** Stylesheets, as URLs, in the order the route's chunks import them. */
  css: string[];
  /** Where the route's layouts send a visitor instead, by session state (see `Redirects`). */
  redirects?: Redirects;
}

/**
 * Where a layout's `beforeLoad` sends a visitor before the route draws, by whether the visitor
 * has a session (the session cookie exists, as the app's `auth.isLoggedIn()` reads it): a path
 * of the app, whose files the server then names instead, or null when only the browser knows
 * where (the server names none). A state left out draws the route.
 */
export interface Redirects {
  signedIn?: string | null;
  signedOut?: string | null;
}

export interface RoutePreloadsOptions {
  /** The absolute routes folder, with `/` separators. */
  routesDir: string;
  /** The URL prefix of the built files (Vite's `base`); `/` by default. */
  base?: string;
  /** The redirects of layout routes, by route id (`_app`: `{ signedOut: '/login' }`). */
  redirects?: Record<string, Redirects>;
  /**
   * Modules a layout's routes need at once though they arrive by `import()`, by layout route id:
   * the chunks holding a module whose id matches are named too, with their static imports
   * (`_app`: the account call and the wire, which its loader awaits before the shell can draw).
   */
  preloadModules?: Record<string, RegExp>;
}

/** What this plugin reads of a chunk of the bundle (a subset of Rolldown's `OutputChunk`). */
export interface BundleChunk {
  fileName: string;
  isEntry: boolean;
  /** Every module bundled into the chunk, by id (an absolute path, with Vite's query if any). */
  moduleIds: readonly string[];
  /** The chunks it imports statically, by file name. */
  imports: readonly string[];
  /** The CSS files Vite loads with it, by file name. */
  importedCss: Iterable<string>;
}

/** A route file of TanStack Router's file-based routing, read from its name. */
export interface RouteFile {
  /** Its route id, as written in the file and folder names (`_app/media-kit/customize/$username`). */
  id: string;
  /** The id's parts: folders and the dot-separated parts of the file name (flat routes). */
  parts: string[];
  /** `index.tsx`: the route drawn at its parent's own path. */
  index: boolean;
  /** `__root.tsx`: the parent of every route. */
  root: boolean;
  /** The URL pattern it answers; undefined for a pathless layout (`_auth.tsx`) or the root. */
  path: string | undefined;
}

const ROUTE_FILE = /\.(?:[cm]?[jt]sx?)$/;
/** The parts of a split route file the router loads as soon as the route matches (router-core's `loadRouteChunk`). */
const LOADED_ON_MATCH = new Set(['component', 'pendingComponent', 'loader']);

/** Splits a route file's path on `/` and `.`, except inside `[...]` escapes (`sitemap[.]xml`). */
function splitParts(path: string): string[] {
  const parts: string[] = [];
  let current = '';
  let escaped = false;
  for (const char of path) {
    if (char === '[') escaped = true;
    else if (char === ']') escaped = false;
    if (!escaped && (char === '/' || char === '.')) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.filter((part) => part !== '');
}

const isGroup = (part: string) => part.startsWith('(') && part.endsWith(')');

/**
 * The route a file under the routes folder defines, after TanStack Router's naming rules
 * (https://tanstack.com/router/latest/docs/framework/react/routing/file-naming-conventions):
 * `__root` the root; `index` the index route of its folder; `route` the folder's own route;
 * `_name` a pathless layout; `name_` a segment that does not nest under the `name` route;
 * `(group)` a folder that adds nothing to the path; `$param`; `[x]` an escaped `x`; `a.b` the
 * same as `a/b`; `.lazy` the lazy half of a route. A file or folder whose name starts with `-`
 * is not a route; neither is anything but a script. `relativeFile` uses `/`.
 */
export function routeOfFile(relativeFile: string): RouteFile | undefined {
  if (!ROUTE_FILE.test(relativeFile)) return undefined;
  const withoutExtension = relativeFile.replace(ROUTE_FILE, '').replace(/\.lazy$/, '');
  if (withoutExtension.split('/').some((name) => name.startsWith('-'))) return undefined;
  const parts = splitParts(withoutExtension);
  if (parts.length === 1 && parts[0] === '__root') return { id: '__root', parts: [], index: false, root: true, path: undefined };
  if (parts.at(-1) === 'route') parts.pop();
  const index = parts.at(-1) === 'index';
  if (index) parts.pop();
  const segments = parts.flatMap((part) => {
    if (isGroup(part) || part.startsWith('_')) return [];
    const nested = part.endsWith('_') ? part.slice(0, -1) : part;
    return [nested.replace(/\[([^\]]*)\]/g, '$1')];
  });
  const last = parts.at(-1);
  const pathless = !index && (last === undefined || isGroup(last) || last.startsWith('_'));
  return {
    id: index ? [...parts, 'index'].join('/') : parts.join('/'),
    parts,
    index,
    root: false,
    path: pathless ? undefined : `/${segments.join('/')}`,
  };
}

/** Whether a module of a route file is loaded as soon as its route matches (`?tsr-split=...` names the parts it holds). */
function loadedOnMatch(query: string): boolean {
  const split = new URLSearchParams(query).get('tsr-split');
  if (split === null) return true;
  return split.split('---').some((part) => LOADED_ON_MATCH.has(part));
}

const isPrefix = (prefix: string[], parts: string[]) => prefix.length <= parts.length && prefix.every((part, i) => parts[i] === part);
/** Orders a route after its parents: the root first, an index route after the layout of the same parts. */
const depth = (route: RouteFile) => (route.root ? -1 : route.parts.length * 2 + Number(route.index));

/**
 * Each route's first-render files: the chunks holding the parts of its route file, and of its
 * parents' (layouts and the root), that the router loads when the route matches, with those
 * chunks' static imports, transitively, and their CSS; minus what every entry chunk (the one
 * index.html loads) already brings. Dynamic imports are left out: they load on first use
 * (docs/decisions/008-first-load.md), except the modules a layout names in `preloadModules`.
 * Routes with the same path are merged. Every route with a
 * path is listed, even one that needs nothing more, so that it is not mistaken for a broader
 * pattern (`/$username`). A route carries the redirects of its layouts (the outermost first).
 */
export function collectRoutePreloads(chunks: readonly BundleChunk[], options: RoutePreloadsOptions): RoutePreload[] {
  const { routesDir, base = '/', redirects = {}, preloadModules = {} } = options;
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticClosure = (roots: readonly string[], skip: ReadonlySet<string> = new Set()) => {
    const js: string[] = [];
    const css: string[] = [];
    const seen = new Set<string>(skip);
    const queue: string[] = [];
    for (const file of roots) {
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(file);
    }
    // Breadth first: the roots (layouts before the page), then what they import.
    for (let next = 0; next < queue.length; next += 1) {
      const chunk = byFile.get(queue[next] ?? '');
      if (!chunk) continue;
      js.push(chunk.fileName);
      for (const file of chunk.importedCss) {
        if (seen.has(file)) continue;
        seen.add(file);
        css.push(file);
      }
      for (const file of chunk.imports) {
        if (seen.has(file)) continue;
        seen.add(file);
        queue.push(file);
      }
    }
    return { js, css };
  };

  const initial = staticClosure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const loadedByIndexHtml = new Set([...initial.js, ...initial.css]);

  // Route file -> the chunks holding its parts that load on match.
  const routes = new Map<string, { route: RouteFile; chunks: string[] }>();
  const prefix = `${routesDir.replace(/\/$/, '')}/`;
  for (const chunk of chunks) {
    for (const moduleId of chunk.moduleIds) {
      const queryAt = moduleId.indexOf('?');
      const file = queryAt === -1 ? moduleId : moduleId.slice(0, queryAt);
      const query = queryAt === -1 ? '' : moduleId.slice(queryAt + 1);
      if (!file.startsWith(prefix) || !loadedOnMatch(query)) continue;
      const route = routeOfFile(file.slice(prefix.length));
      if (!route) continue;
      const entry = routes.get(route.id) ?? { route, chunks: [] };
      if (!entry.chunks.includes(chunk.fileName)) entry.chunks.push(chunk.fileName);
      routes.set(route.id, entry);
    }
  }

  const all = [...routes.values()];
  /** The root, then every layout a route is drawn in (a route whose parts begin its own), then the route. */
  const chainOf = (route: RouteFile) =>
    all
      .filter(
        ({ route: other }) =>
          other === route ||
          other.root ||
          (!other.index && isPrefix(other.parts, route.parts) && (route.index || other.parts.length < route.parts.length)),
      )
      .sort((a, b) => depth(a.route) - depth(b.route));
  const byPath = new Map<string, { js: Set<string>; css: Set<string>; redirects: Redirects }>();
  for (const { route } of all) {
    if (route.path === undefined) continue;
    const chain = chainOf(route);
    // After the route's own chunks: those holding the modules its layouts ask for (`preloadModules`).
    const wanted = chain.flatMap(({ route: layout }) => preloadModules[layout.id] ?? []);
    const asked = chunks.filter((chunk) => wanted.some((pattern) => chunk.moduleIds.some((id) => pattern.test(id)))).map((chunk) => chunk.fileName);
    const files = staticClosure([...chain.flatMap((entry) => entry.chunks), ...asked], loadedByIndexHtml);
    const merged = byPath.get(route.path) ?? { js: new Set<string>(), css: new Set<string>(), redirects: {} };
    for (const file of files.js) merged.js.add(file);
    for (const file of files.css) merged.css.add(file);
    // The outermost layout's beforeLoad runs first: its redirect wins.
    for (const { route: layout } of chain) {
      const own = redirects[layout.id];
      if (own?.signedIn !== undefined) merged.redirects.signedIn ??= own.signedIn;
      if (own?.signedOut !== undefined) merged.redirects.signedOut ??= own.signedOut;
    }
    byPath.set(route.path, merged);
  }
  return [...byPath.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, { js, css, redirects: routeRedirects }]) => ({
      path,
      js: [...js].map((file) => base + file),
      css: [...css].map((file) => base + file),
      ...(Object.keys(routeRedirects).length > 0 ? { redirects: routeRedirects } : {}),
    }));
}

/**
 * What `route-preloads.json` holds: each route's files, and the script a prerendered page loads
 * instead of the app's entry, which loads the entry and the route's files once the page has
 * painted (`paintFirst`, docs/decisions/020-paint-before-scripts.md).
 */
export interface RoutePreloadsFile {
  paintFirst?: string;
  routes: RoutePreload[];
}

/**
 * Writes `route-preloads.json` beside index.html at the end of a build (see `collectRoutePreloads`).
 * `routesDirectory` is the router plugin's, relative to Vite's root; `redirects` as in
 * `RoutePreloadsOptions`; `paintFirst` the module, relative to Vite's root, of a second entry of
 * the build that the server names as a prerendered page's script.
 */
export function routePreloads(
  options: {
    routesDirectory?: string;
    fileName?: string;
    redirects?: Record<string, Redirects>;
    preloadModules?: Record<string, RegExp>;
    paintFirst?: string;
  } = {},
): Plugin {
  let routesDir = '';
  let paintFirstModule = '';
  let base = '/';
  return {
    name: 'ma:route-preloads',
    apply: 'build',
    configResolved(config) {
      routesDir = resolve(config.root, options.routesDirectory ?? 'src/routes').replaceAll('\\', '/');
      if (options.paintFirst) paintFirstModule = resolve(config.root, options.paintFirst).replaceAll('\\', '/');
      base = config.base;
    },
    generateBundle: {
      // After Vite's own generateBundle hooks: CSS is attached to its final chunks by then.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [
                {
                  fileName: output.fileName,
                  isEntry: output.isEntry,
                  moduleIds: output.moduleIds,
                  imports: output.imports,
                  importedCss: output.viteMetadata?.importedCss ?? [],
                },
              ]
            : [],
        );
        const preloads = collectRoutePreloads(chunks, {
          routesDir,
          base,
          ...(options.redirects ? { redirects: options.redirects } : {}),
          ...(options.preloadModules ? { preloadModules: options.preloadModules } : {}),
        });
        // A moved module would silently leave its layout's pages to wait for it again.
        for (const [id, pattern] of Object.entries(options.preloadModules ?? {})) {
          if (!chunks.some((chunk) => chunk.moduleIds.some((moduleId) => pattern.test(moduleId))))
            this.warn(`preloadModules names ${String(pattern)} for ${id}, which matches no module of the build`);
        }
        // A renamed layout would silently lose its redirects.
        const routeIds = new Set(
          chunks.flatMap((chunk) =>
            chunk.moduleIds.flatMap((moduleId) => {
              const file = moduleId.split('?')[0] ?? '';
              const route = file.startsWith(`${routesDir}/`) ? routeOfFile(file.slice(routesDir.length + 1)) : undefined;
              return route ? [route.id] : [];
            }),
          ),
        );
        for (const id of Object.keys(options.redirects ?? {})) {
          if (!routeIds.has(id)) this.warn(`redirects name the route ${id}, which no file under ${relative(process.cwd(), routesDir)} defines`);
        }
        // A moved routes folder would silently leave every page to discover its chunks again.
        if (preloads.length === 0) this.warn(`no route found under ${relative(process.cwd(), routesDir) || '.'}: route-preloads.json is empty`);
        const paintFirst = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.replaceAll('\\', '/') === paintFirstModule,
        );
        if (options.paintFirst && !paintFirst) this.warn(`paintFirst names ${options.paintFirst}, which is no entry of the build`);
        const file: RoutePreloadsFile = { ...(paintFirst ? { paintFirst: base + paintFirst.fileName } : {}), routes: preloads };
        this.emitFile({ type: 'asset', fileName: options.fileName ?? 'route-preloads.json', source: `${JSON.stringify(file, null, 2)}\n` });
      },
    },
  };
}
