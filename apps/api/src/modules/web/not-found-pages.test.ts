import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { serveOnNode, send } from '../../test/node-server.ts';
import { expectWebPage, writePublicBuild } from '../../test/public-build.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';

// A stand-in for the web build's renderer (apps/web/src/public-pages/entry-server.tsx): each
// page says its name; the 404 page also how many times it was drawn.
const renderer = `
let drawn = 0;
const pages = {
  'not-found': ({ path }) => '<!doctype html><h1>kit 404 ' + path + '</h1>',
  'proposal-not-found': () => '<!doctype html><h1>Proposta não encontrada</h1>',
  'page-not-found': () => '<!doctype html><meta name="robots" content="noindex"><h1>Página não encontrada</h1><p>drawn ' + (drawn += 1) + '</p>',
};
export const renderPage = (name, input, assets) => pages[name](input, assets);
`;

// The routes of the app as its build lists them (apps/web/build/route-preloads-plugin.ts, from
// the route files); the files each needs do not matter here.
const ROUTES = [
  '/',
  '/$username',
  '/account',
  '/account/confirm-email',
  '/aira',
  '/aira/profile-list/$proposalToken',
  '/aira/ugc-script/$id',
  '/instagram/connect',
  '/login',
  '/media-kit/customize/$username',
  '/media-kit/edit',
  '/privacy-policy',
  '/publi/$proposalId/public',
  '/publis',
  '/unsubscribe/$token',
];
const routePreloads = JSON.stringify({ routes: ROUTES.map((path) => ({ path, js: [], css: [] })) });

describe.each(testDatabases)('an address that is no page ($name)', (database) => {
  const context = useTestDatabase(database);
  let root = '';
  const dist = () => join(root, 'dist');
  const app = () => createTestApp(context.handle.db, { webDistDir: dist() }).app;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'web-not-found-'));
    writePublicBuild(root, renderer, '');
    writeFileSync(join(dist(), 'route-preloads.json'), routePreloads);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['a path with a hyphen', '/esta-pagina-nao-existe'],
    ['a second segment under an unknown first one', '/esta-pagina-nao-existe/de-jeito-nenhum'],
    ['a second segment under a kit', '/ouro/x'],
    ['a path under a real page', '/publis/nada'],
    ['a route without its parameter', '/aira/ugc-script'],
    ['an encoded non-username', '/%C3%A7%C3%A3o'],
  ])('answers %s (%s) with a real 404 page, not the app', async (_, path) => {
    const response = await call(app(), 'GET', path);
    expectWebPage(response, 404);
    expect(response.text).toContain('<h1>Página não encontrada</h1>');
    expect(response.text).toContain('<meta name="robots" content="noindex">');
    expect(response.text).not.toContain('<div id="root"></div>');
  });

  it.each(['/relatorio.xyz', '/publis/foto.php', '/esta-pagina-nao-existe/de-jeito.nenhum'])(
    'answers an unknown file extension (%s) with a 404, not the app',
    async (path) => {
      const response = await call(app(), 'GET', path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('<div id="root">');
    },
  );

  it('draws the 404 page once, whatever the address: a flood of made-up addresses costs no rendering', async () => {
    const served = app();
    const first = await call(served, 'GET', '/um-endereco-qualquer');
    const second = await call(served, 'GET', '/outro-endereco/qualquer');
    expect(second.text).toBe(first.text);
  });

  it.each([
    '/',
    '/login',
    '/LOGIN',
    '/login/',
    '/publis',
    '/account',
    '/account/confirm-email',
    '/aira',
    '/aira/',
    '/aira/ugc-script/3f6a1c2e-0000-4000-8000-000000000000',
    '/aira/profile-list/um-token-qualquer',
    '/instagram/connect',
    '/media-kit/customize/ouro',
    '/unsubscribe/Um-token_qualquer',
    '/index.html',
  ])('still answers the app route %s with the app', async (path) => {
    const response = await call(app(), 'GET', path);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
  });

  it("keeps a server-drawn page's own 404 and the API's and assets' JSON 404", async () => {
    const proposal = await call(app(), 'GET', '/publi/00000000-0000-4000-8000-000000000000/public');
    expect(proposal.status).toBe(404);
    expect(proposal.text).toContain('Proposta não encontrada');
    const kit = await call(app(), 'GET', '/ninguem_aqui');
    expect(kit.status).toBe(404);
    expect(kit.text).toContain('kit 404 /ninguem_aqui');
    for (const path of ['/v3/nao-existe', '/assets/sumiu-123.js']) {
      const response = await call(app(), 'GET', path);
      expect(response.status, path).toBe(404);
      expect(response.json, path).toEqual({ detail: 'Recurso não encontrado.', code: 'NOT_FOUND' });
    }
  });

  it('answers 404 on the Node server too, as `npm start` serves it', async () => {
    const server = await serveOnNode(app());
    try {
      expect((await send(server.port, '/esta-pagina-nao-existe/x')).status).toBe(404);
      expect((await send(server.port, '/login')).status).toBe(200);
      expect((await send(server.port, '/publis')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("sends the app's shell with 404 from a build without the public pages, and every path to the app from one that lists no routes", async () => {
    const bare = mkdtempSync(join(tmpdir(), 'web-bare-'));
    try {
      writeFileSync(join(bare, 'index.html'), '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>');
      writeFileSync(join(bare, 'route-preloads.json'), routePreloads);
      const shell = createTestApp(context.handle.db, { webDistDir: bare }).app;
      const unknown = await call(shell, 'GET', '/esta-pagina-nao-existe/x');
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain('<div id="root"></div>');
      unlinkSync(join(bare, 'route-preloads.json'));
      expect((await call(shell, 'GET', '/esta-pagina-nao-existe/x')).status).toBe(200);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("sends the app's shell with 404 when the build's renderer has no such page (an earlier build), never a 5xx", async () => {
    const earlier = mkdtempSync(join(tmpdir(), 'web-earlier-'));
    try {
      writePublicBuild(earlier, 'export const renderPage = (name) => { throw new Error("no page " + name); };', '');
      writeFileSync(join(earlier, 'dist', 'route-preloads.json'), routePreloads);
      const response = await call(createTestApp(context.handle.db, { webDistDir: join(earlier, 'dist') }).app, 'GET', '/esta-pagina-nao-existe');
      expect(response.status).toBe(404);
      expect(response.text).toContain('<div id="root"></div>');
    } finally {
      rmSync(earlier, { recursive: true, force: true });
    }
  });
});
