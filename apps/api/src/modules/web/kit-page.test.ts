import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, mediaKitViews, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { createUser } from '../account/account.repository.ts';

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
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(root, 'dist', 'assets', 'public-abc.css'), '.kit{color:red}');
    writeFileSync(
      join(root, 'dist', 'public-manifest.json'),
      JSON.stringify({ 'src/public-pages/entry-client.tsx': { file: 'assets/public-abc.js', css: ['assets/public-abc.css'], isEntry: true } }),
    );
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), renderer);
    const user = await createUser(context.handle.db, {
      name: 'Olívia Página',
      email: `olivia_pagina.${Date.now()}@example.com`,
      preferredUsername: 'olivia_pagina',
    });
    if (user === 'email-taken') throw new Error('unexpected');
    userId = user.id;
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('renders the kit on the server, with the hydration script and the CSS inlined', async () => {
    const response = await call(setup().app, 'GET', '/olivia_pagina', { headers: { 'user-agent': browser } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text).toContain('{"name":"Olívia Página","origin":"http://localhost"}');
    expect(response.text).toContain('<script src="/assets/public-abc.js"></script><style>.kit{color:red}</style>');
  });

  it('never serves a page older than the kit, and sends it compressed', async () => {
    const { app, clock } = setup();
    const first = await app.request('/olivia_pagina', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    await context.handle.db.update(users).set({ name: 'Olívia Renomeada' }).where(eq(users.id, userId));
    // Written by hand here, not saved through this process: it shows within a second.
    clock.advance(1000);
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
      const user = await createUser(context.handle.db, { name: 'Dono Do Arquivo', email: uniqueEmail('arquivo'), preferredUsername: username });
      if (user === 'email-taken' || user.username !== username) throw new Error('the row must have the dotted name');
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
    expect((await call(app, 'GET', '/privacy-policy')).text).toContain('<h1>Política de privacidade</h1><p>http://localhost</p>');
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

describe('createPageCache', () => {
  it('renders again only when what the page shows changed, and forgets the oldest page first', async () => {
    const { createPageCache } = await import('./kit-page.ts');
    const cache = createPageCache(2);
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
