/**
 * Which chunk a module of the app goes in, by the routes that draw it (docs/decisions/034-signed-in-first-load.md):
 * a signed-in page loads its section's chunk, the shell's, the shared one, /login's and the data
 * layer's, not the hundred files Rolldown cuts along every lazy route's lines.
 */

/** What the grouping reads of Rolldown's module graph (its `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; exports: readonly string[]; code: string | null } | null;
}

/**
 * The chunk of the pages /login draws (its layout and its form): first, so that /login loads the
 * modules it loaded before, in fewer files, and its budget (scripts/report-size.mjs) holds.
 */
export const LOGIN = 'login';
/** The signed-in layout (`_app.tsx`: the shell and the sidebar), with what it imports. */
export const SHELL = 'shell';
/** Modules two sections or more draw. */
export const SHARED = 'shared';
/**
 * The data layer every page's first request loads (the calls, the wire, zod and ky): one chunk,
 * which the server names for a signed-in page, so that its first requests wait for no import.
 */
export const DATA = 'data';

/** The routes /login matches: its layout and its page. */
const LOGIN_ROUTES = new Set(['_auth', '_auth/login']);
/** The data layer: the API client's compiled calls and wire, the domain's schemas and rules, zod and ky. */
const DATA_MODULES = /\/(node_modules\/(zod|ky)\/|packages\/(api-client|domain)\/dist\/)/;
const LIBRARIES = /\/node_modules\/(zod|ky)\//;

/** A module that only imports and re-exports (a library's index), as Rolldown read it: no code of its own. */
export function isReExportIndex(code: string | null | undefined): boolean {
  if (!code) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/^\s*["']use client["'];?/m, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
  return (
    statements.some((statement) => statement.startsWith('export')) &&
    statements.every((statement) => /^(export|import)\b[^]*\bfrom\s*["'][^"']+["']$|^export\s*\{[^}]*\}$/.test(statement))
  );
}

/**
 * The names `code` imports or re-exports by name (`import { Paper, Stack as Column } from ...`:
 * Paper and Stack); `*` for a namespace import, which may use any.
 */
export function importedNames(code: string | null | undefined): ReadonlySet<string> {
  const names = new Set<string>();
  if (!code) return names;
  if (/\bimport\s*\*\s*as\b/.test(code)) names.add('*');
  for (const [, list = ''] of code.matchAll(/\b(?:import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\b/g)) {
    for (const item of list.split(',')) names.add(item.trim().split(/\s+as\s+/)[0] ?? '');
  }
  return names;
}

/**
 * The section of a route file's lazy part (`<routesDir>/_app/publis.tsx?tsr-split=component`):
 * `login`, `shell` (the signed-in layout), `app-<first folder or file>` for a signed-in page
 * (`app-publis`, `app-media-kit`, `app-index` for home), `guest-<...>` for the other pages; undefined
 * for a module that is no route's lazy part.
 */
export function sectionOfRoute(id: string, routesDir: string): string | undefined {
  const prefix = `${routesDir.replace(/\/$/, '')}/`;
  if (!id.startsWith(prefix) || !id.includes('?tsr-split=')) return undefined;
  const route = id.slice(prefix.length, id.indexOf('?')).replace(/\.[cm]?[jt]sx?$/, '');
  if (LOGIN_ROUTES.has(route)) return LOGIN;
  if (route === '_app') return SHELL;
  const [first = '', second = 'index'] = route.split('/');
  if (first === '_app') return `app-${second.split('.')[0] ?? second}`;
  if (first === '_auth') return 'guest-auth';
  return `guest-${first.split('.')[0] ?? first}`;
}

/**
 * The chunk name of each module, for a Rolldown `codeSplitting` group's `name` (null leaves the module
 * to Rolldown's own splitting). A module goes by the routes whose lazy parts import it, directly or
 * through others: /login's chunk if /login draws it; the shell's if the signed-in layout does; its
 * section's if one section draws it (a signed-in section winning over guest pages); the shared chunk
 * otherwise. The data layer no route imports statically (it loads with the first request) is the
 * data chunk, and zod and ky always are (a page that uses them directly loads that chunk).
 */
export function createChunkGroups(routesDir: string) {
  const sections = new Map<string, ReadonlySet<string>>();
  const modules = new Map<string, { isIndex: boolean; imports: ReadonlySet<string> }>();
  /** What the walk reads of a module's code, read once. */
  function read(id: string, graph: ModuleGraph) {
    let known = modules.get(id);
    if (!known) {
      const code = graph.getModuleInfo(id)?.code;
      known = { isIndex: isReExportIndex(code), imports: importedNames(code) };
      modules.set(id, known);
    }
    return known;
  }

  /**
   * The sections whose lazy route parts import `id` statically, transitively. A library's index
   * that only re-exports its modules (`@mantine/core`'s) is crossed only towards the modules that
   * name one of the exports of the module below it: every page imports that index, for a few of them.
   */
  function sectionsOf(id: string, graph: ModuleGraph): ReadonlySet<string> {
    const known = sections.get(id);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Set([id]);
    // `names`: on an index, the exports of the module the walk came from.
    const queue: { id: string; names?: readonly string[] }[] = [{ id }];
    for (let next = 0; next < queue.length; next += 1) {
      const { id: current, names } = queue[next] ?? { id: '' };
      const section = sectionOfRoute(current, routesDir);
      if (section) {
        found.add(section);
        continue;
      }
      const info = graph.getModuleInfo(current);
      if (!info) continue;
      for (const importer of info.importers) {
        const { isIndex, imports } = read(importer, graph);
        if (names && !isIndex && !imports.has('*') && !names.some((name) => imports.has(name))) continue;
        // An index is crossed once, with the names of the module the walk first reached it from:
        // enough to tell the pages apart, and it keeps the walk short.
        if (seen.has(importer)) continue;
        seen.add(importer);
        const carried = isIndex ? (names ?? info.exports.filter((name) => name !== 'default')) : undefined;
        queue.push({ id: importer, ...(carried ? { names: carried } : {}) });
      }
    }
    sections.set(id, found);
    return found;
  }

  const chunks = new Map<string, string | null>();
  function chunkOf(id: string, graph: ModuleGraph): string | null {
    if (!chunks.has(id)) chunks.set(id, classify(id, graph));
    return chunks.get(id) ?? null;
  }

  function classify(id: string, graph: ModuleGraph): string | null {
    const drawnBy = sectionsOf(id, graph);
    if (drawnBy.has(LOGIN)) return LOGIN;
    if (LIBRARIES.test(id)) return DATA;
    if (drawnBy.has(SHELL)) return SHELL;
    const signedIn = [...drawnBy].filter((section) => section.startsWith('app-'));
    const candidates = signedIn.length > 0 ? signedIn : [...drawnBy];
    if (candidates.length === 1) return candidates[0] ?? null;
    if (candidates.length > 1) return SHARED;
    return DATA_MODULES.test(id) ? DATA : null;
  }

  // A group takes the modules its own import too, unless an earlier group has them: /login's chunk
  // comes first (its budget), then the shell's and the shared one, before the sections that import
  // from them, and the data layer last (what the pages draw with stays with them).
  const only = (chunk: string) => ({ debugName: chunk, name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === chunk ? chunk : null) });
  const fixed = [LOGIN, SHELL, SHARED, DATA];
  return [
    only(LOGIN),
    only(SHELL),
    only(SHARED),
    {
      debugName: 'sections',
      name: (id: string, graph: ModuleGraph) => {
        const chunk = chunkOf(id, graph);
        return chunk && !fixed.includes(chunk) ? chunk : null;
      },
    },
    only(DATA),
  ];
}
