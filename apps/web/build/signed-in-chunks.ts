import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A Rolldown `codeSplitting` group (the fields this plugin sets). */
export interface ChunkGroup {
  name: (moduleId: string) => string | null;
  test: (moduleId: string) => boolean;
  includeDependenciesRecursively: false;
}

/** A static import: of the whole module, or, of a barrel, of the names listed. */
export interface ImportEdge {
  id: string;
  names?: readonly string[];
}

/** What a barrel (a module of imports and exports alone) exports: each name's origin, and its `export *`s. */
export interface Barrel {
  exports: Record<string, { id: string; name: string }>;
  stars: readonly string[];
}

/** What the plugin reads of a module of the graph. */
export interface GraphModule {
  id: string;
  isEntry: boolean;
  imports: readonly ImportEdge[];
  dynamicImports: readonly string[];
  barrel?: Barrel;
  /** The names it exports, when known: a barrel's `export *` is followed only to a module that has the name. */
  exports?: readonly string[];
}

/** The parts of a split route file the router loads as soon as the route matches (as in route-preloads-plugin.ts). */
const LOADED_ON_MATCH = new Set(['component', 'pendingComponent', 'loader']);

/**
 * The routes whose first load is measured and kept (the sign-in pages' budget, decision 008): the
 * root's and `_auth`'s. The other guest routes either are drawn by the public pages' build (a
 * media kit, a proposal, the privacy policy: apps/api/src/modules/web) or are opened from a
 * link in an e-mail or Instagram's return (confirmations, unsubscribe, the profile picker): their
 * code counts as a guest page's later `import()`, and may share the signed-in pages' files.
 */
const GUEST_FIRST_LOAD = /^(?:__root|_auth)(?:[./]|$)/;

/** A lazy part of a route file (`?tsr-split=`), as this plugin sorts them. */
export interface RoutePart {
  /** `layout` for `_app.tsx`, the first name under `_app/` for its pages, `guest` for any other route. */
  section: string;
  /** A part the router loads as soon as the route matches (its component, loader, pending component). */
  onMatch: boolean;
  /**
   * Of a route whose first load is kept (GUEST_FIRST_LOAD), a part the router loads on match: the
   * page it draws (`login` for `_auth/login.tsx`), or `*` for a layout every such page draws in.
   */
  guestPage?: string;
}

/**
 * A lazy part of a route file: `layout` for `_app.tsx`'s parts, else the first name under `_app/`
 * (`publis` for `_app/publis.tsx` and `_app/publis_.candidaturas.$applicationId.tsx`,
 * `media-kit` for `_app/media-kit/edit.tsx`, `index` for `_app/index.tsx`); `guest` for any other
 * route's. Undefined for any other module.
 */
export function routePartOf(moduleId: string, routesDir: string): RoutePart | undefined {
  const [file = '', query = ''] = moduleId.split('?');
  const split = new URLSearchParams(query).get('tsr-split');
  if (split === null || !file.startsWith(`${routesDir}/`)) return undefined;
  const relative = file.slice(routesDir.length + 1);
  const onMatch = split.split('---').some((part) => LOADED_ON_MATCH.has(part));
  if (/^_app\.[cm]?[jt]sx?$/.test(relative)) return { section: 'layout', onMatch };
  const section = /^_app\/([^/.]+?)_?(?:[/.]|$)/.exec(relative)?.[1];
  if (section) return { section, onMatch };
  if (!GUEST_FIRST_LOAD.test(relative) || !onMatch) return { section: 'guest', onMatch };
  const page = /^_auth\/(.+?)\.[cm]?[jt]sx?$/.exec(relative)?.[1];
  return { section: 'guest', onMatch, guestPage: page ?? '*' };
}

/** Whether `name` may come from `id`: a barrel if it or one of its `export *`s has it; an unknown module may. */
function mayExport(byId: ReadonlyMap<string, GraphModule>, id: string, name: string, seen = new Set<string>()): boolean {
  const module = byId.get(id);
  if (!module?.barrel) return module?.exports?.includes(name) !== false;
  if (seen.has(id)) return false;
  seen.add(id);
  return name in module.barrel.exports || module.barrel.stars.some((star) => mayExport(byId, star, name, seen));
}

/**
 * Every module a start reaches, whole or (a barrel) for some names: a barrel imported for `Button`
 * leads to `Button`'s module only, not to the hundreds of others it re-exports, which is what the
 * bundle keeps of it. `dynamic` follows `import()` too; `stop`'s modules are never entered (but for a barrel's names).
 */
function reach(
  byId: ReadonlyMap<string, GraphModule>,
  starts: readonly string[],
  options: { dynamic: boolean; stop?: ReadonlySet<string> },
): Set<string> {
  const reached = new Set<string>();
  const seenNames = new Set<string>();
  const whole = new Set<string>();
  const queue: [string, string][] = starts.map((id) => [id, '*']);
  for (let next = 0; next < queue.length; next += 1) {
    const [id, name] = queue[next] ?? ['', '*'];
    const module = byId.get(id);
    const barrel = module?.barrel;
    // A barrel is passed by name: what it leads to is stopped, or not, on its own.
    if (options.stop?.has(id) && !(barrel && name !== '*')) continue;
    if (barrel && name !== '*') {
      const key = `${id}\0${name}`;
      if (seenNames.has(key)) continue;
      seenNames.add(key);
      reached.add(id);
      const origin = barrel.exports[name];
      const stars = origin ? [] : barrel.stars.filter((star) => mayExport(byId, star, name));
      if (origin) queue.push([origin.id, origin.name]);
      for (const star of stars) queue.push([star, name]);
      // A name this reading of the barrel does not find: all of it, rather than none.
      if (!origin && stars.length === 0) queue.push([id, '*']);
      continue;
    }
    if (whole.has(id)) continue;
    whole.add(id);
    reached.add(id);
    if (!module) continue;
    for (const edge of module.imports) {
      const target = byId.get(edge.id);
      if (target?.barrel && edge.names) for (const imported of edge.names) queue.push([edge.id, imported]);
      else queue.push([edge.id, '*']);
    }
    if (options.dynamic) for (const target of module.dynamicImports) queue.push([target, '*']);
  }
  return reached;
}

/**
 * The file (a `codeSplitting` group name) of each module, by who loads it first:
 * - a guest page whose first load is kept (`_auth`'s): `guest-login` for what /login loads,
 *   `guest-<page>` for what one other page alone loads, `guest-shared` for the rest; so /login
 *   loads one file of its own and no byte of the others';
 * - else the signed-in area: `app-<section>` for what one section of `_app` reaches (by static
 *   or dynamic imports from its route's lazy parts), `app-shared` for what several reach,
 *   `app-common` for what a guest page's `import()` leads to as well and a section loads first
 *   (a dialog, a formatter), `app-common-later` for the rest of that (the calls and their schemas,
 *   a link's sign-in), which the pages load by `import()` alone: a file apart, run at its first
 *   `import()`, not in the long task that runs a page's code (issue #38);
 * - `guest-later` for what `options.guestLater` names and its imports: what a guest page loads by
 *   `import()` as soon as it has painted (the toaster, the Google button and its call);
 * - a barrel, in the file of what it re-exports (placeBarrels).
 * Left to the bundler: the entry's modules (the `initial` group before this one takes those it
 * keeps), and what only the other guest routes load (GUEST_FIRST_LOAD). A module's imports are
 * loaded by the same pages or more, so the files import each other one way only (the plugin warns
 * when two built files do).
 */
export function signedInChunkNames(
  modules: readonly GraphModule[],
  routesDir: string,
  options: { common?: RegExp; guestLater?: RegExp } = {},
): Map<string, string> {
  const { common, guestLater } = options;
  const byId = new Map(modules.map((module) => [module.id, module]));
  const names = new Map<string, string>();
  // The guest pages' first loads: each module under a name of the pages that load it first.
  const inEntry = reach(
    byId,
    modules.filter((module) => module.isEntry).map((module) => module.id),
    { dynamic: false },
  );
  const guestParts = new Map<string, string[]>();
  for (const module of modules) {
    const page = routePartOf(module.id, routesDir)?.guestPage;
    if (page !== undefined) guestParts.set(page, [...(guestParts.get(page) ?? []), module.id]);
  }
  const pagesOf = new Map<string, string[]>();
  for (const [page, parts] of guestParts) {
    if (page === '*') continue;
    for (const id of reach(byId, [...parts, ...(guestParts.get('*') ?? [])], { dynamic: false })) {
      if (!byId.get(id)?.barrel) pagesOf.set(id, [...(pagesOf.get(id) ?? []), page]);
    }
  }
  // The guest pages' own modules: what /login loads (its first load has a budget) in one file,
  // what one other page alone loads in that page's, what several others load in one more. A module
  // of the entry's that a guest page imports too is left to the bundler: kept in the entry, or (a
  // constant it inlined) placed where its users are, which only it knows.
  for (const [id, pages] of pagesOf) {
    if (inEntry.has(id)) continue;
    names.set(id, pages.includes('login') ? 'guest-login' : pages.length === 1 ? `guest-${pages[0]}` : 'guest-shared');
  }
  const guestFirst = new Set(pagesOf.keys());
  // Where each other module is reached from: the sections of the route parts that lead to it, and
  // `common` for an `import()` of a guest page's first load (the calls, zod...). The entry's own
  // modules are passed through: those the bundle keeps in it go there first (the `initial` group,
  // before this one), and the others (a constant the bundler inlined) are placed as any other.
  const seeds = new Map<string, string[]>();
  const seed = (section: string, id: string) => seeds.set(section, [...(seeds.get(section) ?? []), id]);
  for (const id of new Set([...inEntry, ...guestFirst])) {
    for (const target of byId.get(id)?.dynamicImports ?? []) seed(routePartOf(target, routesDir)?.section ?? 'common', target);
  }
  const firstSeeds = new Map<string, string[]>();
  for (const module of modules) {
    const part = routePartOf(module.id, routesDir);
    if (part) seed(part.section, module.id);
    if (part?.onMatch && part.section !== 'guest') firstSeeds.set(part.section, [...(firstSeeds.get(part.section) ?? []), module.id]);
    if (common?.test(module.id)) seed('common', module.id);
  }
  // What each section loads first: its parts loaded on match, and their static imports.
  const first = new Map<string, Set<string>>();
  for (const [section, starts] of firstSeeds) {
    for (const id of reach(byId, starts, { dynamic: false, stop: guestFirst })) first.set(id, (first.get(id) ?? new Set<string>()).add(section));
  }
  const sections = new Map<string, Set<string>>();
  for (const [section, starts] of seeds) {
    for (const id of reach(byId, starts, { dynamic: true, stop: guestFirst })) {
      if (byId.get(id)?.barrel) continue;
      sections.set(id, (sections.get(id) ?? new Set<string>()).add(section));
    }
  }
  for (const [id, reached] of sections) {
    const loadedFirst = [...(first.get(id) ?? [])];
    const [only] = reached;
    if (reached.size === 1 && only === 'guest') continue;
    if (reached.has('common')) names.set(id, loadedFirst.length > 0 ? 'app-common' : 'app-common-later');
    else if (loadedFirst.length > 0) names.set(id, loadedFirst.length === 1 ? `app-${loadedFirst[0]}` : 'app-shared');
    else names.set(id, reached.size === 1 ? `app-${only}-later` : 'app-later');
  }
  // What the guest pages load by `import()` as soon as they have painted, unasked (the toasts, the
  // Google button and the call it makes): a file of its own, so that /login does not load and run
  // every call and schema of the signed-in pages with them (the common file, on a submit or a
  // focus only). The signed-in pages load it too.
  const later = modules.filter((module) => guestLater?.test(module.id)).map((module) => module.id);
  for (const id of reach(byId, later, { dynamic: false, stop: guestFirst })) {
    if (!byId.get(id)?.barrel) names.set(id, 'guest-later');
  }
  placeBarrels(byId, names, inEntry);
  return names;
}

/**
 * A barrel the bundler would place alone: in the file of what it re-exports, when that is one file
 * (the entry, which every page has loaded, and an empty module aside), with the empty modules it
 * names. Left out, it became a chunk of its own that imported that file, which imported it back
 * (its importers are there): a loop between two files (react-remove-scroll's index and the common
 * file; zod's and its page's). A barrel over several files is left to the bundler.
 */
function placeBarrels(byId: ReadonlyMap<string, GraphModule>, names: Map<string, string>, inEntry: ReadonlySet<string>): void {
  const isEmpty = (id: string) => byId.get(id)?.barrel !== undefined && byId.get(id)?.imports.length === 0;
  const found = new Map<string, string | undefined>();
  const targetsOf = (module: GraphModule) => module.imports.map((edge) => edge.id).filter((id) => names.has(id) || !(inEntry.has(id) || isEmpty(id)));
  const fileOf = (id: string): string | undefined => {
    if (names.has(id) || found.has(id)) return names.get(id) ?? found.get(id);
    // A loop of barrels places none of them.
    found.set(id, undefined);
    const module = byId.get(id);
    if (!module?.barrel) return undefined;
    const files = new Set(targetsOf(module).map(fileOf));
    const [only] = files;
    found.set(id, files.size === 1 ? only : undefined);
    return found.get(id);
  };
  for (const [id, module] of byId) {
    if (!module.barrel || names.has(id) || inEntry.has(id)) continue;
    const file = fileOf(id);
    if (!file) continue;
    names.set(id, file);
    for (const target of module.imports) if (isEmpty(target.id) && !names.has(target.id)) names.set(target.id, file);
  }
}

/** A loop of static imports between the built files (each file's imports), as the files along it; undefined if none. */
export function importLoop(imports: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>();
  const visit = (file: string, path: string[]): string[] | undefined => {
    const at = path.indexOf(file);
    if (at !== -1) return [...path.slice(at), file];
    if (done.has(file)) return undefined;
    for (const imported of imports.get(file) ?? []) {
      const loop = visit(imported, [...path, file]);
      if (loop) return loop;
    }
    done.add(file);
    return undefined;
  };
  for (const file of imports.keys()) {
    const loop = visit(file, []);
    if (loop) return loop;
  }
  return undefined;
}

/** The statements a barrel is made of: imports, re-exports, and export lists of what it imported. */
const STATEMENT = [
  String.raw`import\s+[\w$\s{},*]*?\bfrom\s*['"][^'"]+['"]\s*;?`,
  String.raw`import\s*['"][^'"]+['"]\s*;?`,
  String.raw`export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*['"][^'"]+['"]\s*;?`,
  String.raw`export\s*\{[^}]*\}\s*;?`,
].join('|');
const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Whether a module's code is imports and exports alone (and directives). */
export function isBarrelCode(code: string): boolean {
  const rest = stripComments(code)
    .replace(new RegExp(STATEMENT, 'g'), '')
    .replace(/^\s*['"]use \w+['"]\s*;?/gm, '');
  return rest.trim() === '' && /\bexport\b/.test(code);
}

/** `a as b, type c, default as d` -> [[a, b], [d's origin, d]]: (imported or local, exported or local) pairs. */
const specifiers = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter((part) => part !== '')
    .map((part) => {
      const [from = '', , to] = part.split(/\s+/);
      return [from, to ?? from] as const;
    });

/** Each static `import`/`export ... from` of a module's code: its specifier, and the names it takes ('*' for all). */
export function importedNames(code: string): Map<string, Set<string>> {
  const taken = new Map<string, Set<string>>();
  const take = (spec: string, names: readonly string[]) => {
    const set = taken.get(spec) ?? new Set<string>();
    for (const name of names) set.add(name);
    taken.set(spec, set);
  };
  const clean = stripComments(code);
  for (const match of clean.matchAll(/\bimport\s+(?!type\b)([\w$]+)?\s*,?\s*(?:\{([^}]*)\}|\*\s*as\s+[\w$]+)?\s*from\s*['"]([^'"]+)['"]/g)) {
    const [whole, defaultName, list, spec = ''] = match;
    const names = [...(defaultName ? ['default'] : []), ...specifiers(list ?? '').map(([from]) => from)];
    take(spec, /\*\s*as/.test(whole) ? ['*'] : names);
  }
  for (const match of clean.matchAll(/\bexport\s+(?!type\b)(?:\{([^}]*)\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, list, spec = ''] = match;
    take(spec, list === undefined ? ['*'] : specifiers(list).map(([from]) => from));
  }
  for (const match of clean.matchAll(/\bimport\s*['"]([^'"]+)['"]/g)) take(match[1] ?? '', ['*']);
  return taken;
}

/** A barrel's exports from its code, with `resolveSpec` giving a specifier's module id. */
export function barrelOf(code: string, resolveSpec: (spec: string) => string | undefined): Barrel {
  const clean = stripComments(code);
  const locals = new Map<string, { id: string; name: string }>();
  const exports: Record<string, { id: string; name: string }> = {};
  const stars: string[] = [];
  for (const match of clean.matchAll(/\bimport\s+([\w$]+)?\s*,?\s*(?:\{([^}]*)\}|\*\s*as\s+([\w$]+))?\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, defaultName, list, namespace, spec = ''] = match;
    const id = resolveSpec(spec);
    if (!id) continue;
    if (defaultName) locals.set(defaultName, { id, name: 'default' });
    if (namespace) locals.set(namespace, { id, name: '*' });
    for (const [from, to] of specifiers(list ?? '')) locals.set(to, { id, name: from });
  }
  for (const match of clean.matchAll(/\bexport\s*(?:\{([^}]*)\}|\*(?:\s*as\s+([\w$]+))?)\s*(?:from\s*['"]([^'"]+)['"])?/g)) {
    const [, list, namespace, spec] = match;
    const id = spec === undefined ? undefined : resolveSpec(spec);
    if (list === undefined) {
      if (!id) continue;
      if (namespace) exports[namespace] = { id, name: '*' };
      else stars.push(id);
      continue;
    }
    for (const [from, to] of specifiers(list)) {
      const origin = id ? { id, name: from } : locals.get(from);
      if (origin) exports[to] = origin;
    }
  }
  return { exports, stars };
}

/**
 * Fewer, larger files for the signed-in pages (issue #38, docs/decisions/039-signed-in-chunks-by-section.md):
 * the automatic chunking cuts them into one file per set of routes sharing a module (80 to 110
 * files a page, a few hundred bytes each); here each section of the signed-in area gets one
 * file, and the code several sections share one more. The plugin reads the module graph once the
 * build has it; `group` is the `codeSplitting` group that places the modules.
 */
export function signedInChunks(options: { routesDirectory?: string; common?: RegExp; guestLater?: RegExp } = {}): {
  plugin: Plugin;
  group: ChunkGroup;
} {
  let root = '';
  let routesDir = '';
  let names = new Map<string, string>();
  return {
    plugin: {
      name: 'ma:signed-in-chunks',
      apply: 'build',
      configResolved(config) {
        root = config.root;
        routesDir = resolve(config.root, options.routesDirectory ?? 'src/routes').replaceAll('\\', '/');
      },
      async buildEnd() {
        const infos = [...this.getModuleIds()].flatMap((id) => {
          const info = this.getModuleInfo(id);
          return info ? [info] : [];
        });
        // The app's own barrels (a feature's `pages.ts`) are bundled whole: the bundler keeps every
        // page one names (their modules have side effects), so they are placed as any other module.
        const appSource = `${resolve(root, 'src').replaceAll('\\', '/')}/`;
        const barrels = new Set(
          infos.filter((info) => info.code && !info.id.startsWith(appSource) && isBarrelCode(info.code)).map((info) => info.id),
        );
        const resolved = new Map<string, string | undefined>();
        const resolveFrom = async (importer: string, specs: Iterable<string>) => {
          const ids = new Map<string, string | undefined>();
          for (const spec of specs) {
            const key = `${dirname(importer)}\0${spec}`;
            if (!resolved.has(key)) resolved.set(key, (await this.resolve(spec, importer))?.id);
            ids.set(spec, resolved.get(key));
          }
          return ids;
        };
        const modules: GraphModule[] = [];
        for (const info of infos) {
          const code = info.code ?? '';
          const module: GraphModule = {
            id: info.id,
            isEntry: info.isEntry,
            imports: info.importedIds.map((id) => ({ id })),
            dynamicImports: info.dynamicallyImportedIds,
            // A module's own `export *` names are not in its `exports`.
            ...(/\bexport\s*\*/.test(code) ? {} : { exports: info.exports }),
          };
          if (barrels.has(info.id)) {
            const specs = new Set([...code.matchAll(/from\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? ''));
            const ids = await resolveFrom(info.id, specs);
            module.barrel = barrelOf(code, (spec) => ids.get(spec));
          } else if (info.importedIds.some((id) => barrels.has(id))) {
            // Of a barrel, only the names this module imports.
            const taken = importedNames(code);
            const ids = await resolveFrom(info.id, taken.keys());
            const byTarget = new Map<string, string[]>();
            for (const [spec, specNames] of taken) {
              const id = ids.get(spec);
              if (id && barrels.has(id) && !specNames.has('*')) byTarget.set(id, [...(byTarget.get(id) ?? []), ...specNames]);
            }
            module.imports = info.importedIds.map((id) => (byTarget.has(id) ? { id, names: byTarget.get(id) ?? [] } : { id }));
          }
          modules.push(module);
        }
        names = signedInChunkNames(modules, routesDir, options);
        if (names.size === 0) this.warn('no lazy part of a route under _app found: the signed-in pages keep the automatic chunks');
      },
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const loop = importLoop(new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports])));
        const nameOf = (fileName: string) => chunks.find((chunk) => chunk.fileName === fileName)?.name ?? fileName;
        if (loop) this.warn(`files that import each other (a module placed in the wrong one): ${loop.map(nameOf).join(' -> ')}`);
      },
    },
    group: {
      name: (moduleId) => names.get(moduleId) ?? null,
      test: (moduleId) => names.has(moduleId),
      // A module the group takes keeps its imports where they are: a guest page's module imported
      // by a signed-in one stays in the guest page's files.
      includeDependenciesRecursively: false,
    },
  };
}
