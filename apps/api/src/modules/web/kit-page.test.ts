import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, mediaKitViews, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { serveOnNode, send } from '../../test/node-server.ts';
import { expectWebPage, writePublicBuild } from '../../test/public-build.ts';
import type { App } from '../../app.ts';
import type { Background } from '../../lib/background.ts';
import { call, createTestApp, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { createTestUser } from '../../test/users.ts';

// A stand-in for the web build's renderer (apps/web/src/public-pages/entry-server.tsx, whose
// own tests check the markup): it shows what the API handed it.
const renderer = `
const pages = {
  kit: ({ kit, origin, theme }, assets) =>
    '<!doctype html><title>kit</title><main data-theme="' + (theme ?? kit.appearance.theme) + '">' + JSON.stringify({ name: kit.name, origin }) + '</main><script src="' + assets.script + '"></script><style>' + assets.css + '</style>',
  'not-found': ({ path }) => '<!doctype html><meta name="robots" content="noindex"><h1>404 ' + path + '</h1>',
  privacy: ({ origin }) => '<!doctype html><h1>Política de privacidade</h1><p>' + origin + '</p>',
};
export const renderPage = (name, input, assets) => pages[name](input, assets);
`;

/** A body as its Content-Encoding says. */
const decoded = (body: Buffer, encoding: string) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

const browser = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe.each(testDatabases)('the public media kit page ($name)', (database) => {
  const context = useTestDatabase(database);
  let root = '';
  let userId = '';
  const distDir = () => join(root, 'dist');
  const setup = () => createTestApp(context.handle.db, { webDistDir: distDir() });
  const views = async () => context.handle.db.select().from(mediaKitViews).where(eq(mediaKitViews.userId, userId));

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-public-'));
    writePublicBuild(root, renderer, '.kit{color:red}');
    const user = await createTestUser(context.handle.db, {
      name: 'Olívia Página',
      email: `olivia_pagina.${Date.now()}@example.com`,
      preferredUsername: 'olivia_pagina',
    });
    userId = user.id;
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('renders the kit on the server, with the hydration script and the CSS inlined', async () => {
    const response = await call(setup().app, 'GET', '/olivia_pagina', { headers: { 'user-agent': browser } });
    expectWebPage(response, 200);
    expect(response.text).toContain('{"name":"Olívia Página","origin":"http://localhost:3000"}');
    expect(response.text).toContain('<script src="/assets/public-abc.js"></script><style>.kit{color:red}</style>');
  });

  it('never serves a page older than the kit, and sends it compressed', async () => {
    const { app } = setup();
    const first = await app.request('/olivia_pagina', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    await context.handle.db.update(users).set({ name: 'Olívia Renomeada' }).where(eq(users.id, userId));
    // Written by hand here, not saved through this process: it shows at the next visit.
    expect((await call(app, 'GET', '/olivia_pagina')).text).toContain('"name":"Olívia Renomeada"');
    await context.handle.db.update(users).set({ name: 'Olívia Página' }).where(eq(users.id, userId));
  });

  it('shows a save made through the API at once, however recently the page was read', async () => {
    const { app } = setup();
    await context.handle.db.insert(categories).values({ id: 'kit-page-moda', name: 'Moda Página' }).onConflictDoNothing();
    const { token } = await registerAccount(app);
    const username = `salva_${Date.now().toString(36)}`;
    const save = (name: string, version: number) =>
      call(app, 'PUT', '/v3/media-kit', { token, body: { name, username, niches: ['Moda Página'], version } });
    expect((await save('Primeiro Nome', 0)).status).toBe(200);
    expect((await call(app, 'GET', `/${username}`)).text).toContain('"name":"Primeiro Nome"');
    expect((await save('Segundo Nome', 1)).status).toBe(200);
    expect((await call(app, 'GET', `/${username}`)).text).toContain('"name":"Segundo Nome"');
  });

  it('previews a theme named by ?theme=, and ignores any other value', async () => {
    const { app } = setup();
    expect((await call(app, 'GET', '/olivia_pagina?theme=escuro')).text).toContain('data-theme="escuro"');
    expect((await call(app, 'GET', '/olivia_pagina?theme=<b>')).text).toContain('data-theme="claro"');
  });

  it('sends other spellings of the address to the one address', async () => {
    const response = await setup().app.request('/Olivia_Pagina/?theme=areia');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/olivia_pagina?theme=areia');
  });

  it.each(['/ninguem_tem_este_nome', '/Ninguem_Tem_Este_Nome/'])('answers %s with a real 404 page, not indexed', async (path) => {
    const response = await call(setup().app, 'GET', path);
    expect(response.status).toBe(404);
    expect(response.text).toContain('<meta name="robots" content="noindex">');
    expect(response.text).toContain(`<h1>404 ${path}</h1>`);
  });

  // A kit named like a file at the root would answer for it: /google….html with 200 HTML proves
  // ownership of the domain to Google for whoever made the kit; so would ads.txt, security.txt...
  it.each(['google5f3a9c1d2e7b8a64.html', 'ads.txt', 'security.txt', 'bing.xml'])(
    'never answers /%s with a kit, even when an old row has that name',
    async (username) => {
      const user = await createTestUser(context.handle.db, { name: 'Dono Do Arquivo', email: uniqueEmail('arquivo'), preferredUsername: username });
      if (user.username !== username) throw new Error('the row must have the dotted name');
      for (const path of [`/${username}`, `/${username.toUpperCase()}`, `/${username.replace('.', '%2E')}`, `/${username}/`]) {
        const response = await call(setup().app, 'GET', path, { headers: { 'user-agent': browser } });
        expect([path, response.status]).toEqual([path, 404]);
        expect(response.text).not.toContain('Dono Do Arquivo');
        expect(response.headers.get('content-type')).not.toMatch(/text\/html/);
      }
    },
  );

  it('renders the privacy policy on the server, compressed, the same for every visitor', async () => {
    const { app } = setup();
    for (const path of ['/privacy-policy', '/privacy-policy/']) {
      const response = await app.request(path, { headers: { 'accept-encoding': 'gzip' } });
      expect([response.status, response.headers.get('content-encoding')]).toEqual([200, 'gzip']);
    }
    expect((await call(app, 'GET', '/privacy-policy')).text).toContain('<h1>Política de privacidade</h1><p>http://localhost:3000</p>');
  });

  it.each(['/login', '/publis', '/media-kit', '/'])('leaves the app route %s to the app', async (path) => {
    const response = await call(setup().app, 'GET', path);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
  });

  it('counts one view per visitor per day, leaves bots out, and stores no address', async () => {
    const { app, clock } = setup();
    const visit = (address: string, userAgent: string) =>
      call(app, 'GET', '/olivia_pagina', { headers: { 'x-forwarded-for': address, 'user-agent': userAgent } });
    const before = (await views()).length;
    await visit('203.0.113.7', browser);
    await visit('203.0.113.7', browser);
    await visit('203.0.113.8', browser);
    await visit('203.0.113.9', 'WhatsApp/2.23.20.0 A');
    await visit('203.0.113.9', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect((await views()).length - before).toBe(2);
    clock.advance(24 * 3_600_000);
    await visit('203.0.113.7', browser);
    const rows = await views();
    expect(rows.length - before).toBe(3);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113/);
  });
});

describe.each(testDatabases)('the kit page on the Node server ($name)', (database) => {
  const context = useTestDatabase(database);
  let root = '';
  let background: Background;
  let served: Awaited<ReturnType<typeof serveOnNode>> | undefined;
  let port = 0;
  let userId = '';

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-node-'));
    writePublicBuild(root, renderer, '.kit{color:red}');
    const user = await createTestUser(context.handle.db, {
      name: 'Olívia No Servidor',
      email: uniqueEmail('servidor'),
      preferredUsername: 'olivia_servidor',
    });
    userId = user.id;
    let app: App;
    ({ app, background } = createTestApp(context.handle.db, { webDistDir: join(root, 'dist') }));
    served = await serveOnNode(app);
    port = served.port;
  });
  afterAll(async () => {
    await served?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['br', '/olivia_servidor'],
    ['gzip', '/olivia_servidor?theme=escuro'],
    ['identity', '/olivia_servidor?theme=nenhum&utm_source=whatsapp'],
  ])('answers %s %s with the page, its length and the security headers', async (encoding, path) => {
    const node = await send(port, path, { headers: { host: 'kit.example.com', 'accept-encoding': encoding, 'user-agent': browser } });
    expect([node.status, node.headers['content-encoding'] ?? 'identity', node.headers['vary']]).toEqual([200, encoding, 'Accept-Encoding']);
    expect(node.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(node.headers['content-length']).toBe(String(node.body.length));
    // At the app's origin (APP_ORIGIN), never the Host the request named (public-origin.test.ts).
    expect(decoded(node.body, encoding)).toContain('"origin":"http://localhost:3000"');
  });

  it('sends HSTS only when our proxy says the browser came over HTTPS', async () => {
    const proxied = await send(port, '/olivia_servidor', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await send(port, '/olivia_servidor')).headers['strict-transport-security']).toBeUndefined();
  });

  it('answers HEAD with the headers alone', async () => {
    const node = await send(port, '/olivia_servidor', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect([node.status, node.body.length, node.headers['content-encoding']]).toEqual([200, 0, 'br']);
  });

  it('counts each visit once, by the address our proxy saw', async () => {
    const visitors = async () => (await context.handle.db.select().from(mediaKitViews).where(eq(mediaKitViews.userId, userId))).length;
    const before = await visitors();
    for (const address of ['198.51.100.1', '198.51.100.1', '198.51.100.2']) {
      await send(port, '/olivia_servidor', { headers: { 'x-forwarded-for': address, 'user-agent': browser } });
    }
    // Counted after the answer: written once the app's background work is done.
    await background.idle();
    expect((await visitors()) - before).toBe(2);
  });

  it('refuses a Host that is no plain host', async () => {
    const node = await send(port, '/olivia_servidor', { headers: { host: 'kit.example.com/../evil' } });
    expect(node.status).toBe(400);
  });
});

describe('createPageCache', () => {
  it('renders again only when what the page shows changed, and forgets the oldest page first', async () => {
    const { createPageCache } = await import('./kit-page.ts');
    const cache = createPageCache(2, 'https://maisalcance.example');
    let renders = 0;
    const render = () => `<p>${(renders += 1)}</p>`;
    expect(cache.get('a', 'v1', render).text).toBe('<p>1</p>');
    expect(cache.get('a', 'v1', render).text).toBe('<p>1</p>');
    expect(cache.get('a', 'v2', render).text).toBe('<p>2</p>');
    cache.get('b', 'v1', render);
    cache.get('c', 'v1', render);
    expect(cache.get('a', 'v2', render).text).toBe('<p>5</p>');
  });
});
