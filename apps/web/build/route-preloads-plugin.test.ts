import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectRoutePreloads, routeOfFile, type BundleChunk } from './route-preloads-plugin.ts';

describe('routeOfFile', () => {
  it.each([
    ['__root.tsx', undefined, '__root'],
    ['index.tsx', '/', 'index'],
    ['_auth.tsx', undefined, '_auth'],
    ['_auth/login.tsx', '/login', '_auth/login'],
    ['_app/index.tsx', '/', '_app/index'],
    ['_app/credits.tsx', '/credits', '_app/credits'],
    ['_app/aira/index.tsx', '/aira', '_app/aira/index'],
    ['_app/aira/ugc-script/$id.tsx', '/aira/ugc-script/$id', '_app/aira/ugc-script/$id'],
    ['$username.tsx', '/$username', '$username'],
    ['publi/$proposalId/public.tsx', '/publi/$proposalId/public', 'publi/$proposalId/public'],
    ['posts.$postId.edit.tsx', '/posts/$postId/edit', 'posts/$postId/edit'],
    ['posts_/$postId.tsx', '/posts/$postId', 'posts_/$postId'],
    ['settings/route.tsx', '/settings', 'settings'],
    ['(marketing)/about.tsx', '/about', '(marketing)/about'],
    ['files/$.tsx', '/files/$', 'files/$'],
    ['sitemap[.]xml.ts', '/sitemap.xml', 'sitemap[.]xml'],
    ['about.lazy.tsx', '/about', 'about'],
  ])('reads %s as path %s', (file, path, id) => {
    expect(routeOfFile(file)).toMatchObject({ path, id });
  });

  it.each(['-components/card.tsx', '_app/-parts/header.tsx', 'login.module.css'])('ignores %s', (file) => {
    expect(routeOfFile(file)).toBeUndefined();
  });
});

describe('collectRoutePreloads', () => {
  const routes = '/repo/apps/web/src/routes';
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false): BundleChunk => ({
    fileName,
    isEntry,
    moduleIds,
    imports,
    importedCss: new Set(css),
  });
  // A small app: the entry holds the routes' critical parts (as autoCodeSplitting leaves them),
  // each component is split into a chunk of its own.
  const bundle = [
    chunk(
      'assets/index-1.js',
      [
        '/repo/apps/web/index.html',
        '/repo/apps/web/src/main.tsx',
        ...['__root', '_auth', '_auth/login', '_app', '_app/index', '_app/credits', '$username', 'privacy-policy'].map(
          (route) => `${routes}/${route}.tsx`,
        ),
      ],
      ['assets/runtime-1.js'],
      ['assets/index-1.css'],
      true,
    ),
    chunk('assets/runtime-1.js', ['\0rolldown/runtime.js']),
    chunk('assets/_auth-1.js', [`${routes}/_auth.tsx?tsr-split=component`], ['assets/index-1.js', 'assets/logo-1.js'], ['assets/_auth-1.css']),
    chunk('assets/login-1.js', [`${routes}/_auth/login.tsx?tsr-split=component`], ['assets/index-1.js', 'assets/button-1.js', 'assets/runtime-1.js']),
    chunk('assets/login-error-1.js', [`${routes}/_auth/login.tsx?tsr-split=errorComponent`], ['assets/index-1.js', 'assets/alert-1.js']),
    chunk('assets/_app-1.js', [`${routes}/_app.tsx?tsr-split=component`], ['assets/button-1.js', 'assets/logo-1.js'], ['assets/_app-1.css']),
    chunk('assets/home-1.js', [`${routes}/_app/index.tsx?tsr-split=component`], ['assets/card-1.js']),
    chunk(
      'assets/credits-1.js',
      [`${routes}/_app/credits.tsx?tsr-split=component---pendingComponent`],
      ['assets/card-1.js'],
      ['assets/credits-1.css'],
    ),
    chunk('assets/_username-1.js', [`${routes}/$username.tsx?tsr-split=component`, '/repo/apps/web/src/features/kit.tsx'], ['assets/card-1.js']),
    chunk('assets/logo-1.js', ['/repo/packages/ui/src/logo.tsx'], ['assets/index-1.js']),
    chunk('assets/button-1.js', ['/repo/node_modules/button.js'], ['assets/runtime-1.js'], ['assets/button-1.css']),
    chunk('assets/card-1.js', ['/repo/apps/web/src/card.tsx'], ['assets/button-1.js']),
    chunk('assets/alert-1.js', ['/repo/apps/web/src/alert.tsx']),
    chunk('assets/google-1.js', ['/repo/apps/web/src/google.tsx'], ['assets/index-1.js']),
  ];
  const preloads = collectRoutePreloads(bundle, { routesDir: routes });
  const byPath = Object.fromEntries(preloads.map(({ path, js, css }) => [path, { js, css }]));

  it('lists each route with a path, sorted, pathless layouts and the root only inside them', () => {
    expect(preloads.map(({ path }) => path)).toEqual(['/', '/$username', '/credits', '/login', '/privacy-policy']);
  });

  it('merges a route with its layouts, layouts first, and follows static imports with their CSS', () => {
    expect(byPath['/login']).toEqual({
      js: ['/assets/_auth-1.js', '/assets/login-1.js', '/assets/logo-1.js', '/assets/button-1.js'],
      css: ['/assets/_auth-1.css', '/assets/button-1.css'],
    });
    expect(byPath['/']).toEqual({
      js: ['/assets/_app-1.js', '/assets/home-1.js', '/assets/button-1.js', '/assets/logo-1.js', '/assets/card-1.js'],
      css: ['/assets/_app-1.css', '/assets/button-1.css'],
    });
  });

  it('counts a chunk holding the component with other parts, not one holding only the error component', () => {
    expect(byPath['/credits']?.js).toContain('/assets/credits-1.js');
    expect(byPath['/credits']?.css).toContain('/assets/credits-1.css');
    expect(byPath['/login']?.js).not.toContain('/assets/login-error-1.js');
    expect(byPath['/login']?.js).not.toContain('/assets/alert-1.js');
  });

  it('leaves out what index.html already loads: the entry, its static imports and its CSS', () => {
    const all = preloads.flatMap(({ js, css }) => [...js, ...css]);
    expect(all).not.toContain('/assets/index-1.js');
    expect(all).not.toContain('/assets/runtime-1.js');
    expect(all).not.toContain('/assets/index-1.css');
  });

  it('keeps a route that needs nothing more, so that no broader pattern answers for it', () => {
    expect(byPath['/privacy-policy']).toEqual({ js: [], css: [] });
  });

  it('lists a chunk once when it holds parts of several routes of the chain', () => {
    const shared = collectRoutePreloads(
      [
        chunk('assets/index-1.js', [`${routes}/_app.tsx`, `${routes}/_app/credits.tsx`], [], [], true),
        chunk('assets/app-1.js', [`${routes}/_app.tsx?tsr-split=component`, `${routes}/_app/credits.tsx?tsr-split=component`], ['assets/index-1.js']),
      ],
      { routesDir: routes },
    );
    expect(shared).toEqual([{ path: '/credits', js: ['/assets/app-1.js'], css: [] }]);
  });

  it("gives each route its layouts' redirects, the outermost first", () => {
    const guarded = collectRoutePreloads(bundle, {
      routesDir: routes,
      redirects: { __root: { signedIn: '/welcome' }, _app: { signedIn: null, signedOut: '/login' }, _auth: { signedIn: null } },
    });
    const redirectsOf = (path: string) => guarded.find((preload) => preload.path === path)?.redirects;
    expect(redirectsOf('/')).toEqual({ signedIn: '/welcome', signedOut: '/login' });
    expect(redirectsOf('/credits')).toEqual({ signedIn: '/welcome', signedOut: '/login' });
    expect(redirectsOf('/login')).toEqual({ signedIn: '/welcome' });
    expect(
      collectRoutePreloads(bundle, { routesDir: routes, redirects: { _auth: { signedIn: null } } }).find(({ path }) => path === '/login')?.redirects,
    ).toEqual({
      signedIn: null,
    });
    expect(preloads.every((preload) => preload.redirects === undefined)).toBe(true);
  });

  it("adds the chunks of the modules a layout asks for, with their static imports, to that layout's routes only", () => {
    const wire = [
      chunk('assets/account-call-1.js', ['/repo/packages/api-client/dist/calls/account.js'], ['assets/zod-1.js', 'assets/index-1.js']),
      chunk('assets/zod-1.js', ['/repo/node_modules/zod/index.js']),
    ];
    const withWire = collectRoutePreloads([...bundle, ...wire], {
      routesDir: routes,
      preloadModules: { _app: /api-client\/dist\/calls\/account\.js$/ },
    });
    const jsOf = (path: string) => withWire.find((preload) => preload.path === path)?.js;
    expect(jsOf('/')).toEqual([
      '/assets/_app-1.js',
      '/assets/home-1.js',
      '/assets/account-call-1.js',
      '/assets/button-1.js',
      '/assets/logo-1.js',
      '/assets/card-1.js',
      '/assets/zod-1.js',
    ]);
    expect(jsOf('/credits')).toContain('/assets/zod-1.js');
    expect(jsOf('/login')).toEqual(byPath['/login']?.js);
    expect(jsOf('/$username')).not.toContain('/assets/account-call-1.js');
  });

  it('prefixes the files with the base', () => {
    const withBase = collectRoutePreloads(bundle, { routesDir: routes, base: '/app/' });
    expect(withBase.find(({ path }) => path === '/$username')?.js).toEqual([
      '/app/assets/_username-1.js',
      '/app/assets/card-1.js',
      '/app/assets/button-1.js',
    ]);
  });
});

describe("the app's own routes", () => {
  // The server answers 404 for any address that matches none of the paths this plugin lists
  // (apps/api/src/modules/web/web.index.ts, decision 028): they must be the router's own, the
  // full paths TanStack Router's generator wrote into the route tree.
  it('are read from the route files exactly as the generated route tree has them', () => {
    const routesDir = join(import.meta.dirname, '..', 'src', 'routes');
    const fromFiles = readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
      .map((file) => routeOfFile(file.split(sep).join('/'))?.path)
      .filter((path) => path !== undefined);
    const generated = readFileSync(join(routesDir, '..', 'routeTree.gen.ts'), 'utf8');
    const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(generated)?.[1] ?? '';
    const fullPaths = [...byFullPath.matchAll(/^\s*'([^']+)':/gm)].map(([, path]) => (path === '/' ? path : path?.replace(/\/$/, '')));
    expect(fullPaths.length).toBeGreaterThan(10);
    expect(new Set(fromFiles)).toEqual(new Set(fullPaths));
  });
});
