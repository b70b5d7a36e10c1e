import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { expectWebPage } from '../../test/public-build.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';

const indexHtml = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Mais Alcance: grandes marcas esperam por você</title>
    <meta name="description" content="Monte seu mídia kit e candidate-se a publis." />
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe.each(testDatabases)('serving the web app ($name)', (database) => {
  const context = useTestDatabase(database);
  let distDir = '';
  const app = () => createTestApp(context.handle.db, { webDistDir: distDir }).app;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), indexHtml);
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log("oi")');
    // What the build writes beside each text asset (vite-plugin-compression2).
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("oi")'));
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("oi")'));
    writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The installable app's files (apps/web/public).
    writeFileSync(join(distDir, 'sw.js'), "self.addEventListener('push', () => {});");
    writeFileSync(join(distDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Mais Alcance', start_url: '/' }));
    // What the web build writes for its routes (apps/web/build/route-preloads-plugin.ts).
    writeFileSync(
      join(distDir, 'route-preloads.json'),
      JSON.stringify({
        // The loader of the scripts a page drawn on the server holds until it has painted (paint-first.ts).
        paintFirst: '/assets/paint-first-1.js',
        routes: [
          { path: '/', js: ['/assets/_app-1.js', '/assets/home-1.js'], css: ['/assets/home-1.css'], redirects: { signedOut: '/login' } },
          { path: '/login', js: ['/assets/_auth-1.js', '/assets/login-1.js'], css: ['/assets/_auth-1.css'], redirects: { signedIn: null } },
          { path: '/$username', js: ['/assets/_username-1.js'], css: [] },
          { path: '/publis', js: ['/assets/publis-1.js'], css: [], redirects: { signedOut: '/login' } },
          // Routes that need no more files are listed too: the list is also which addresses are pages.
          ...['/register', '/media-kit/edit', '/publi/$proposalId/public'].map((path) => ({ path, js: [], css: [] })),
        ],
      }),
    );
    // What the web build prerenders for a guest (apps/web/scripts/prerender-guest-pages.mjs).
    writeFileSync(join(distDir, 'guest-pages.json'), JSON.stringify({ '/login': '<form>Entrar, $& prerendered</form>' }));
    // The private layout before her data, and the pages drawn in it with their heading (the same script).
    writeFileSync(join(distDir, 'signed-in-shell.html'), '<nav>Menu principal, $& drawn</nav>');
    writeFileSync(join(distDir, 'signed-in-pages.json'), JSON.stringify({ '/': '<nav>Menu principal</nav><h1>Início, $& drawn</h1>' }));
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('serves hashed assets as immutable for a year', async () => {
    const response = await call(app(), 'GET', '/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe('console.log("oi")');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('sends the compressed copy the browser accepts (%s)', async (accepted, encoding, decode) => {
    const response = await app().request('/assets/index-abc123.js', { headers: { 'accept-encoding': accepted } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe('console.log("oi")');
  });

  it('sends the page compressed when the browser accepts gzip', async () => {
    const response = await app().request('/publis', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('<div id="root"></div>');
  });

  it('serves other files with a short cache', async () => {
    const response = await call(app(), 'GET', '/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each(['/sw.js', '/sw.js?build=index-abc123.js'])(
    'serves the service worker %s never cached, so that a new one reaches the browsers at once',
    async (path) => {
      const response = await call(app(), 'GET', path);
      expect(response.status).toBe(200);
      expect(response.text).toBe("self.addEventListener('push', () => {});");
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toMatch(/javascript/);
    },
  );

  it('serves the web app manifest as application/manifest+json, with a short cache', async () => {
    const response = await call(app(), 'GET', '/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json\b/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.json).toEqual({ name: 'Mais Alcance', start_url: '/' });
  });

  it.each(['/', '/register', '/publis', '/media-kit/edit', '/publi/42/public', '/index.html'])(
    'answers the app route %s with index.html, never cached, with the default meta',
    async (path) => {
      const response = await call(app(), 'GET', path);
      expectWebPage(response, 200);
      expect(response.text).toContain('<div id="root"></div>');
      expect(response.text).toContain('<title>Mais Alcance: grandes marcas esperam por você</title>');
      expect(response.text).toContain('<meta property="og:type" content="website" />');
      expect(response.text).toContain(`<meta property="og:url" content="http://localhost:3000${path}" />`);
    },
  );

  it("names the route's files in /login's index.html, its scripts held until the prerendered page has painted", async () => {
    const response = await call(app(), 'GET', '/login');
    expect(response.status).toBe(200);
    const head = response.text.slice(0, response.text.indexOf('</head>'));
    // Prerendered for a guest, the page paints from its stylesheets; the loader asks for the rest after.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/_auth-1.css">');
    expect(head).toContain(
      '<template data-after-first-paint><link rel="modulepreload" crossorigin href="/assets/_auth-1.js"><link rel="modulepreload" crossorigin href="/assets/login-1.js"><script type="module" src="/assets/index-abc123.js"></script></template>',
    );
    expect(head).toContain('<script type="module" crossorigin src="/assets/paint-first-1.js"></script>');
    expect(head).not.toContain('_username-1.js');
  });

  it('sends a guest /login with the page prerendered in #root', async () => {
    const response = await call(app(), 'GET', '/login');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"><form>Entrar, $& prerendered</form></div>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends /login with an empty #root to a visitor with a session, or with a query the page reads', async () => {
    const signedIn = await app().request('/login', { headers: { cookie: 'ma_access-token=abc' } });
    expect(await signedIn.text()).toContain('<div id="root"></div>');
    for (const path of ['/login?token=abc', '/login?email=ana%40example.com']) {
      const response = await call(app(), 'GET', path);
      expect(response.text).toContain('<div id="root"></div>');
    }
  });

  it("opens a private page on its layout (with its heading where the build drew one) for a visitor with a session, its scripts held until it has painted; a guest's is not drawn", async () => {
    const signedIn = await app().request('/', { headers: { cookie: 'ma_access-token=abc' } });
    const page = await signedIn.text();
    expect(page).toContain('<div id="root" data-signed-in-shell><nav>Menu principal</nav><h1>Início, $& drawn</h1></div>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/home-1.css">');
    expect(page).toContain(
      '<template data-after-first-paint><link rel="modulepreload" crossorigin href="/assets/_app-1.js"><link rel="modulepreload" crossorigin href="/assets/home-1.js"><script type="module" src="/assets/index-abc123.js"></script></template>',
    );
    const publis = await (await app().request('/publis', { headers: { cookie: 'ma_access-token=abc' } })).text();
    expect(publis).toContain('<div id="root" data-signed-in-shell><nav>Menu principal, $& drawn</nav></div>');
    expect(publis).toContain('<template data-after-first-paint><link rel="modulepreload" crossorigin href="/assets/publis-1.js">');
    // Without a session the private page goes to /login, whose page the router draws; a public
    // page (the kit's address) and a guest page are never drawn with the layout.
    expect((await call(app(), 'GET', '/')).text).not.toContain('Menu principal');
    for (const path of ['/login', '/register']) {
      const response = await app().request(path, { headers: { cookie: 'ma_access-token=abc' } });
      expect(await response.text()).not.toContain('data-signed-in-shell');
    }
  });

  it("names no other route's files on a page without its own entry", async () => {
    const response = await call(app(), 'GET', '/media-kit/edit');
    expect(response.text).not.toContain('modulepreload');
  });

  it("names the files of /login for a guest opening a private page, and the page's own with a session", async () => {
    const guest = await call(app(), 'GET', '/');
    expect(guest.text).toContain('<link rel="modulepreload" crossorigin href="/assets/login-1.js">');
    expect(guest.text).not.toContain('home-1.js');
    const signedIn = await app().request('/', { headers: { cookie: 'ma_access-token=abc' } });
    const page = await signedIn.text();
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(page).not.toContain('login-1.js');
    const login = await app().request('/login', { headers: { cookie: 'ma_access-token=abc' } });
    expect(await login.text()).not.toContain('modulepreload');
  });

  it.each(['/assets/missing-123.js', '/missing.png'])('answers a missing file %s with 404, not the app', async (path) => {
    const response = await call(app(), 'GET', path);
    expect(response.status).toBe(404);
  });

  it.each(['/v3/unknown', '/v3/'])('keeps %s a JSON 404', async (path) => {
    const response = await call(app(), 'GET', path);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ detail: 'Recurso não encontrado.', code: 'NOT_FOUND' });
  });

  it('still answers the API', async () => {
    expect((await call(app(), 'GET', '/v3/health')).json).toEqual({ status: 'ok', database: 'ok' });
  });

  it('refuses to leave the dist folder', async () => {
    const response = await app().request('/..%2f..%2fetc%2fpasswd');
    expect(response.status).not.toBe(500);
    expect(await response.text()).not.toContain('root:');
  });
});
