import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedPath } from '../../app.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';

const shell = (title: string) => `<!doctype html><html lang="pt-BR"><head><title>${title}</title></head><body><div id="root"></div></body></html>`;
const webHtml = shell('Mais Alcance');

// The apps served under a path (built-app.ts): the back office, and the brands' app.
const builtApps = [
  { name: 'back office', path: '/backoffice', html: shell('Mais Alcance: back office'), pages: ['/login', '/setup/abc123', '/operators'] },
  { name: 'brands’ app', path: '/marcas', html: shell('Mais Alcance para marcas'), pages: ['/entrar', '/convite/abc123', '/equipe'] },
];

/** A built app's folder as Vite writes it: index.html, a hashed asset with its brotli and gzip copies, a favicon. */
function writeBuild(dir: string, html: string, script: string) {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
  writeFileSync(join(dir, 'assets', 'index-abc.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'index-abc.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

// One database is enough: nothing here reads it.
describe.each(testDatabases.slice(0, 1))('serving the built apps ($name)', (database) => {
  const context = useTestDatabase(database);
  let dirs: { web: string; backoffice: string; brands: string };
  const app = () => createTestApp(context.handle.db, { webDistDir: dirs.web, backofficeDistDir: dirs.backoffice, brandsDistDir: dirs.brands }).app;

  beforeAll(() => {
    dirs = {
      web: mkdtempSync(join(tmpdir(), 'web-dist-')),
      backoffice: mkdtempSync(join(tmpdir(), 'backoffice-dist-')),
      brands: mkdtempSync(join(tmpdir(), 'brands-dist-')),
    };
    writeFileSync(join(dirs.web, 'index.html'), webHtml);
    // An empty route list: the web app answers every path with its shell, as a build without one does.
    writeFileSync(join(dirs.web, 'route-preloads.json'), JSON.stringify([{ path: '/', js: [], css: [] }]));
    writeBuild(dirs.backoffice, builtApps[0]?.html ?? '', 'console.log("/backoffice")');
    writeBuild(dirs.brands, builtApps[1]?.html ?? '', 'console.log("/marcas")');
  });
  afterAll(() => Object.values(dirs).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  describe.each(builtApps)('the $name under $path', ({ path, html, pages }) => {
    it.each([path, `${path}/`, ...pages.map((page) => `${path}${page}`)])(
      'answers %s with its shell, never cached, with the pages’ security headers',
      async (page) => {
        const response = await call(app(), 'GET', page);
        expect(response.status).toBe(200);
        expect(response.text).toBe(html);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      },
    );

    it('sends the shell compressed to a browser that accepts it', async () => {
      const response = await app().request(`${path}${pages[0] ?? ''}`, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(html);
    });

    it('serves its own hashed assets for a year, as the build compressed them', async () => {
      const plain = await call(app(), 'GET', `${path}/assets/index-abc.js`);
      expect(plain.text).toBe(`console.log("${path}")`);
      expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const brotli = await app().request(`${path}/assets/index-abc.js`, { headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
    });

    it('serves its other files for an hour', async () => {
      const response = await call(app(), 'GET', `${path}/favicon.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    });

    it.each([`${path}/assets/missing.js`, `${path}/nothing.txt`, `${path}/assets/..%2f..%2findex.html`])(
      'answers 404 for %s, not the shell',
      async (file) => {
        const response = await call(app(), 'GET', file);
        expect(response.status).toBe(404);
        // Neither the shell nor another file of the build.
        expect(response.text).not.toContain('<div id="root">');
        expect(response.text).not.toContain('console.log');
      },
    );

    it(`leaves the paths beside ${path} to the creator app`, async () => {
      const beside = await call(app(), 'GET', `${path}ers`);
      expect(beside.text).not.toBe(html);
    });
  });

  it('leaves the creator app and the API as they were', async () => {
    expect((await call(app(), 'GET', '/')).text).toContain('<title>Mais Alcance</title>');
    expect((await call(app(), 'GET', '/v3/health')).status).toBe(200);
  });

  it('serves nothing under an app’s path when that app is not built, and the other app still', async () => {
    const bare = createTestApp(context.handle.db, {
      webDistDir: dirs.web,
      backofficeDistDir: join(dirs.backoffice, 'absent'),
      brandsDistDir: dirs.brands,
    }).app;
    expect((await call(bare, 'GET', '/backoffice/login')).text).not.toBe(builtApps[0]?.html);
    expect((await call(bare, 'GET', '/marcas/entrar')).text).toBe(builtApps[1]?.html);
  });
});

describe('an invitation to a brand’s team in the logs', () => {
  it('is cut from the brands’ app page and from the API path the request log names', () => {
    const token = 'Xk3v9T0bQm2Lr8sWc4Zp7Yd1Nf6Hg5Ja0Ue2Ri9Ot3Ay';
    expect(loggedPath(`/marcas/convite/${token}`)).toBe('/marcas/convite/…');
    expect(loggedPath(`/v3/brand/invitations/${token}`)).toBe('/v3/brand/invitations/…');
    expect(loggedPath('/marcas/equipe')).toBe('/marcas/equipe');
  });
});
