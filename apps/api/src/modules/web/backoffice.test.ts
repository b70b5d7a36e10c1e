import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';

const backofficeHtml =
  '<!doctype html><html lang="pt-BR"><head><title>Mais Alcance: back office</title></head><body><div id="root"></div></body></html>';
const webHtml = '<!doctype html><html lang="pt-BR"><head><title>Mais Alcance</title></head><body><div id="root"></div></body></html>';

// One database is enough: nothing here reads it.
describe.each(testDatabases.slice(0, 1))('serving the back office ($name)', (database) => {
  const context = useTestDatabase(database);
  let dirs: { web: string; backoffice: string };
  const app = () => createTestApp(context.handle.db, { webDistDir: dirs.web, backofficeDistDir: dirs.backoffice }).app;

  beforeAll(() => {
    dirs = { web: mkdtempSync(join(tmpdir(), 'web-dist-')), backoffice: mkdtempSync(join(tmpdir(), 'backoffice-dist-')) };
    writeFileSync(join(dirs.web, 'index.html'), webHtml);
    // An empty route list: the web app answers every path with its shell, as a build without one does.
    writeFileSync(join(dirs.web, 'route-preloads.json'), JSON.stringify([{ path: '/', js: [], css: [] }]));
    mkdirSync(join(dirs.backoffice, 'assets'));
    writeFileSync(join(dirs.backoffice, 'index.html'), backofficeHtml);
    writeFileSync(join(dirs.backoffice, 'assets', 'index-abc.js'), 'console.log("back office")');
    writeFileSync(join(dirs.backoffice, 'assets', 'index-abc.js.br'), brotliCompressSync('console.log("back office")'));
    writeFileSync(join(dirs.backoffice, 'assets', 'index-abc.js.gz'), gzipSync('console.log("back office")'));
    writeFileSync(join(dirs.backoffice, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(() => Object.values(dirs).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it.each(['/backoffice', '/backoffice/', '/backoffice/login', '/backoffice/setup/abc123', '/backoffice/operators'])(
    'answers %s with the back office shell, never cached, with the pages’ security headers',
    async (path) => {
      const response = await call(app(), 'GET', path);
      expect(response.status).toBe(200);
      expect(response.text).toBe(backofficeHtml);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );

  it('sends the shell compressed to a browser that accepts it', async () => {
    const response = await app().request('/backoffice/audit', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(backofficeHtml);
  });

  it('serves hashed assets for a year, as the build compressed them', async () => {
    const plain = await call(app(), 'GET', '/backoffice/assets/index-abc.js');
    expect(plain.text).toBe('console.log("back office")');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brotli = await app().request('/backoffice/assets/index-abc.js', { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
  });

  it('serves its other files for an hour', async () => {
    const response = await call(app(), 'GET', '/backoffice/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each(['/backoffice/assets/missing.js', '/backoffice/nothing.txt', '/backoffice/assets/..%2f..%2findex.html'])(
    'answers 404 for %s, not the shell',
    async (path) => {
      const response = await call(app(), 'GET', path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('back office');
    },
  );

  it('leaves the creator app and the API as they were', async () => {
    expect((await call(app(), 'GET', '/')).text).toContain('<title>Mais Alcance</title>');
    expect((await call(app(), 'GET', '/backofficers')).text).not.toBe(backofficeHtml);
    expect((await call(app(), 'GET', '/v3/health')).status).toBe(200);
  });

  it('serves nothing under /backoffice when the back office is not built', async () => {
    const bare = createTestApp(context.handle.db, { webDistDir: dirs.web, backofficeDistDir: join(dirs.backoffice, 'absent') }).app;
    expect((await call(bare, 'GET', '/backoffice/login')).text).not.toBe(backofficeHtml);
  });
});
