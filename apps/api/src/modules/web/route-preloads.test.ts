import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cachedRoutePreloads,
  landingRoutePreload,
  matchRoutePreload,
  parseRoutePreloads,
  parseRoutePreloadsFile,
  routePreloadTags,
  withRoutePreloads,
} from './route-preloads.ts';

const route = (path: string) => ({ path, js: [`/assets${path === '/' ? '/home' : path}.js`], css: [] });
const routes = parseRoutePreloads(
  JSON.stringify(
    ['/', '/$username', '/credits', '/login', '/publi/$proposalId/public', '/media-kit/customize/$username', '/files/$', '/files/$id', '/files'].map(
      route,
    ),
  ),
);
const matched = (path: string) => matchRoutePreload(routes, path)?.path;

const html = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('matchRoutePreload', () => {
  it.each([
    ['/login', '/login'],
    ['/login/', '/login'],
    ['/LOGIN', '/login'],
    ['/credits', '/credits'],
    ['/ana-souza', '/$username'],
    ['/publi/42/public', '/publi/$proposalId/public'],
    ['/media-kit/customize/ana', '/media-kit/customize/$username'],
    ['/', '/'],
    ['/files', '/files'],
    ['/files/7', '/files/$id'],
    ['/files/7/notes.txt', '/files/$'],
  ])('matches %s with %s (static beats param, param beats splat)', (path, pattern) => {
    expect(matched(path)).toBe(pattern);
  });

  it.each(['/publi/42', '/media-kit/customize', '/a/b/c'])('matches %s with nothing: no pattern has its segments', (path) => {
    expect(matched(path)).toBeUndefined();
  });

  it('matches / only with /', () => {
    expect(matchRoutePreload(parseRoutePreloads(JSON.stringify([route('/$username')])), '/')).toBeUndefined();
  });
});

describe('landingRoutePreload', () => {
  const guarded = parseRoutePreloads(
    JSON.stringify([
      { ...route('/'), redirects: { signedOut: '/login' } },
      { ...route('/credits'), redirects: { signedOut: '/login' } },
      { ...route('/login'), redirects: { signedIn: null } },
      { ...route('/loop'), redirects: { signedOut: '/loop' } },
      route('/$username'),
    ]),
  );
  const landing = (path: string, signedIn: boolean) => landingRoutePreload(guarded, path, signedIn)?.path;

  it('gives a signed-in visitor the private page, a guest the page the router sends them to', () => {
    expect(landing('/', true)).toBe('/');
    expect(landing('/credits', true)).toBe('/credits');
    expect(landing('/', false)).toBe('/login');
    expect(landing('/credits', false)).toBe('/login');
  });

  it('gives nothing where only the browser knows the way (a signed-in visitor on /login)', () => {
    expect(landing('/login', false)).toBe('/login');
    expect(landing('/login', true)).toBeUndefined();
  });

  it('stops following a redirect loop', () => {
    expect(landing('/loop', false)).toBeUndefined();
    expect(landing('/ana', false)).toBe('/$username');
  });
});

describe('parseRoutePreloads', () => {
  it.each(['', 'not json', '{"path":"/login"}', 'null'])('reads %j as no routes', (json) => {
    expect(parseRoutePreloads(json)).toEqual([]);
  });

  it('drops entries of another shape', () => {
    const parsed = parseRoutePreloads(
      JSON.stringify([
        route('/login'),
        { ...route('/'), redirects: { signedOut: '/login', signedIn: null } },
        { path: '/x', js: [1], css: [] },
        { path: 'relative', js: [], css: [] },
        { ...route('/y'), redirects: { signedOut: 'https://elsewhere.example' } },
        { ...route('/z'), redirects: 'no' },
        null,
      ]),
    );
    expect(parsed.map(({ preload }) => preload.path)).toEqual(['/login', '/']);
  });
});

describe('parseRoutePreloadsFile', () => {
  it('reads the routes and the loader of held scripts', () => {
    const file = parseRoutePreloadsFile(JSON.stringify({ paintFirst: '/assets/paint-first-1.js', routes: [route('/login')] }));
    expect(file.paintFirst).toBe('/assets/paint-first-1.js');
    expect(file.routes.map(({ preload }) => preload.path)).toEqual(['/login']);
  });

  it('reads an earlier build’s bare list of routes, with no loader', () => {
    expect(parseRoutePreloadsFile(JSON.stringify([route('/login')]))).toEqual({ routes: parseRoutePreloads(JSON.stringify([route('/login')])) });
  });

  it.each([
    { paintFirst: 'https://elsewhere.example/x.js', routes: [] },
    { paintFirst: 1, routes: 'no' },
  ])('drops a loader or routes of another shape: %j', (value) => {
    expect(parseRoutePreloadsFile(JSON.stringify(value))).toEqual({ routes: [] });
  });
});

describe('routePreloadTags', () => {
  it('writes a stylesheet per CSS file, then a modulepreload per script', () => {
    expect(routePreloadTags({ path: '/login', js: ['/assets/login-1.js', '/assets/button-1.js'], css: ['/assets/login-1.css'] })).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/login-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/login-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/button-1.js">',
    ]);
  });

  it('asks for the scripts at low priority on a page that paints without them', () => {
    expect(
      routePreloadTags({ path: '/login', js: ['/assets/login-1.js'], css: ['/assets/login-1.css'] }, '', { paintsWithoutScripts: true }),
    ).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/login-1.css">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-1.js">',
    ]);
  });

  it('escapes the hrefs', () => {
    const [tag] = routePreloadTags({ path: '/x', js: ['/assets/a"><script>alert(1)</script>&\'.js'], css: [] });
    expect(tag).toBe('<link rel="modulepreload" crossorigin href="/assets/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#39;.js">');
  });

  it('skips files the page already names', () => {
    expect(routePreloadTags({ path: '/x', js: ['/assets/index-1.js', '/assets/x.js'], css: ['/assets/index-1.css'] }, html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/x.js">',
    ]);
  });
});

describe('withRoutePreloads', () => {
  const preloads = parseRoutePreloads(JSON.stringify([{ path: '/login', js: ['/assets/login-1.js'], css: ['/assets/login-1.css'] }]));

  it('adds the tags just before </head>, after the entry’s own', () => {
    const page = withRoutePreloads(html, preloads, '/login');
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/login-1.css">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/login-1.js">\n' +
        '  </head>',
    );
  });

  it('leaves the page alone for a path no route matches', () => {
    expect(withRoutePreloads(html, preloads, '/register')).toBe(html);
  });

  it('names the files of the page a guest is sent to', () => {
    const guarded = parseRoutePreloads(
      JSON.stringify([...preloads.map(({ preload }) => preload), { ...route('/'), redirects: { signedOut: '/login' } }]),
    );
    expect(withRoutePreloads(html, guarded, '/', false)).toContain('href="/assets/login-1.js"');
    expect(withRoutePreloads(html, guarded, '/', true)).toContain('href="/assets/home.js"');
    expect(withRoutePreloads(html, guarded, '/', true)).not.toContain('login-1.js');
  });
});

describe('withRoutePreloads on a page that paints without its scripts', () => {
  const preloads = parseRoutePreloads(JSON.stringify([{ path: '/login', js: ['/assets/login-1.js'], css: ['/assets/login-1.css'] }]));
  const options = { paintsWithoutScripts: true, paintFirst: '/assets/paint-first-1.js' };

  it('keeps the stylesheets and holds every script in the template, the loader as the one script', () => {
    const page = withRoutePreloads(html, preloads, '/login', false, options);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/login-1.css">');
    expect(page).toContain(
      '<template data-after-first-paint><link rel="modulepreload" crossorigin href="/assets/login-1.js">' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script></template>',
    );
    expect(page.replace(/<template[\s\S]*<\/template>/, '')).not.toMatch(/index-1\.js|login-1\.js|modulepreload/);
    expect(page).toContain('<script type="module" crossorigin src="/assets/paint-first-1.js"></script>\n  </head>');
  });

  it('fetches the scripts at low priority instead when the build has no loader', () => {
    expect(withRoutePreloads(html, preloads, '/login', false, { paintsWithoutScripts: true })).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-1.js">',
    );
  });

  it('leaves the scripts of a page that needs them to paint', () => {
    expect(withRoutePreloads(html, preloads, '/login', false, { paintFirst: '/assets/paint-first-1.js' })).not.toContain('template');
  });
});

describe('cachedRoutePreloads', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempFile = () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-preloads-'));
    dirs.push(dir);
    return join(dir, 'route-preloads.json');
  };

  it('adds nothing when the build has no route-preloads.json', async () => {
    const withPreloads = cachedRoutePreloads(tempFile());
    expect(await withPreloads(html, '/login', false)).toBe(html);
  });

  it('reads the file, and again once a new build replaced it', async () => {
    const file = tempFile();
    const withPreloads = cachedRoutePreloads(file);
    writeFileSync(file, JSON.stringify([{ path: '/login', js: ['/assets/login-1.js'], css: [] }]));
    expect(await withPreloads(html, '/login', false)).toContain('href="/assets/login-1.js"');
    writeFileSync(file, JSON.stringify([{ path: '/login', js: ['/assets/login-2.js'], css: [] }]));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const page = await withPreloads(html, '/login', false);
    expect(page).toContain('href="/assets/login-2.js"');
    expect(page).not.toContain('login-1.js');
    rmSync(file);
    expect(await withPreloads(html, '/login', false)).toBe(html);
  });

  it('gives the build’s loader to the pages that paint without their scripts', async () => {
    const file = tempFile();
    writeFileSync(
      file,
      JSON.stringify({ paintFirst: '/assets/paint-first-1.js', routes: [{ path: '/login', js: ['/assets/login-1.js'], css: [] }] }),
    );
    const withPreloads = cachedRoutePreloads(file);
    expect(await withPreloads(html, '/login', false, { paintsWithoutScripts: true })).toContain('src="/assets/paint-first-1.js"');
    expect(await withPreloads(html, '/login', false)).not.toContain('paint-first');
  });
});
