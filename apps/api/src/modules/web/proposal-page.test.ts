import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { daysFromNow, insertProposal } from '../../test/proposal-fixtures.ts';
import { expectWebPage, writePublicBuild } from '../../test/public-build.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';

// A stand-in for the web build's renderer (apps/web/src/public-pages/entry-server.tsx, whose
// own tests check the markup and the preview tags): it shows what the API handed it.
const renderer = `
const pages = {
  kit: () => '<!doctype html><title>kit</title>',
  'not-found': ({ path }) => '<!doctype html><h1>404 ' + path + '</h1>',
  proposal: ({ proposal, origin, isLoggedIn }, assets) =>
    '<!doctype html><title>publi</title><main>' + JSON.stringify({ proposal, origin, isLoggedIn }) + '</main><script src="' + assets.script + '"></script><style>' + assets.css + '</style>',
  'proposal-not-found': ({ isLoggedIn }) => '<!doctype html><meta name="robots" content="noindex"><h1>Proposta não encontrada</h1>' + JSON.stringify({ isLoggedIn }),
};
export const renderPage = (name, input, assets) => pages[name](input, assets);
`;

/** What the stand-in renderer was given: the JSON between <main> and </main>. */
const rendered = (html: string) => JSON.parse(/<main>(.*)<\/main>/.exec(html)?.[1] ?? 'null') as Record<string, unknown> | null;

describe.each(testDatabases)('the public proposal page ($name)', (database) => {
  const context = useTestDatabase(database);
  let root = '';
  const app = () => createTestApp(context.handle.db, { webDistDir: join(root, 'dist') }).app;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'web-proposal-'));
    writePublicBuild(root, renderer, '.publi{color:red}');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('renders the open proposal on the server, with the hydration script and the CSS inlined', async () => {
    const id = await insertProposal(context.handle.db, {
      name: 'Lançamento do Sérum "Glow"',
      brandName: 'Lumière & Filhas',
      value: 1800,
      partnershipType: 'cache',
      logoUrl: 'https://cdn.example.com/lumiere.png',
    });
    const response = await call(app(), 'GET', `/publi/${id}/public`);
    expectWebPage(response, 200);
    expect(rendered(response.text)).toMatchObject({
      origin: 'http://localhost:3000',
      isLoggedIn: false,
      proposal: {
        id,
        name: 'Lançamento do Sérum "Glow"',
        brandName: 'Lumière & Filhas',
        // The renderer draws the proposal as the app reads it: its value in centavos.
        valueCents: 180_000,
        partnershipType: 'cache',
        logoUrl: 'https://cdn.example.com/lumiere.png',
      },
    });
    expect(response.text).toContain('<script src="/assets/public-abc.js"></script><style>.publi{color:red}</style>');
  });

  it("renders a creator's calls when the session cookie comes with the request", async () => {
    const id = await insertProposal(context.handle.db);
    const response = await call(app(), 'GET', `/publi/${id}/public`, { headers: { cookie: 'ma_access-token=abc' } });
    expect(rendered(response.text)).toMatchObject({ isLoggedIn: true });
  });

  it.each([
    ['an upper-case id', (id: string) => `/publi/${id.toUpperCase()}/public`],
    ['a final slash', (id: string) => `/publi/${id}/public/`],
  ])('sends %s to the one address', async (_case, path) => {
    const id = await insertProposal(context.handle.db);
    const response = await app().request(`${path(id)}?utm_source=whatsapp`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/publi/${id}/public?utm_source=whatsapp`);
  });

  it.each([
    ['an unknown id', async () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', async () => 'abc'],
    ['an expired proposal', () => insertProposal(context.handle.db, { name: 'Vencida', validUntil: daysFromNow(-1) })],
  ])('answers %s with a real 404 page, not indexed', async (_case, id) => {
    const response = await call(app(), 'GET', `/publi/${await id()}/public`, { headers: { cookie: 'ma_access-token=abc' } });
    expectWebPage(response, 404);
    expect(response.text).toContain('<meta name="robots" content="noindex">');
    expect(response.text).toContain('<h1>Proposta não encontrada</h1>{"isLoggedIn":true}');
    expect(response.text).not.toContain('Vencida');
  });

  it.each(['/publi/abc', '/publi/abc/public/extra', '/publis'])('leaves %s to the app', async (path) => {
    const response = await call(app(), 'GET', path);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
  });
});
