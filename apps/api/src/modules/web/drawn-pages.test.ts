import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeListener } from '../../app.ts';
import { DRAWS_AT_ONCE } from './drawn-pages.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { recordingLogger } from '../../test/fuzz-run.ts';

const indexHtml = `<!doctype html>
<html lang="pt-BR">
  <head><title>Mais Alcance</title></head>
  <body><div id="root"></div></body>
</html>`;

/**
 * The web build's renderer of private pages (apps/web/src/app-shell/entry-shell.tsx), as a
 * stand-in that draws her name from her own account call, as the real one draws her pages.
 */
const renderer = `
export async function renderSignedInPage(path, token, fetchApi, origin, drawnFor) {
  if (path === '/fails') throw new Error('the page broke');
  // As the real one: it gives up after 3 s.
  if (path === '/slow') return new Promise((resolve) => setTimeout(resolve, 2000, undefined));
  if (path === '/busy') await new Promise((resolve) => setTimeout(resolve, 500));
  const response = await fetchApi(origin + '/v3/account/me', { headers: { authorization: 'Bearer ' + token } });
  if (!response.ok) return undefined;
  const { user } = await response.json();
  return {
    markup: '<h1>Olá, ' + user.name + ' (' + (drawnFor.phone ? 'phone' : 'desktop') + ')</h1><p>' + drawnFor.siteOrigin + '</p>',
    answers: { name: user.name, note: '</script><script>alert(1)</script>' },
  };
}`;

const privateRoute = (path: string) => ({ path, js: [], css: [], redirects: { signedOut: '/login' } });

describe.each(testDatabases)('private pages drawn with her data ($name)', (database) => {
  const context = useTestDatabase(database);
  let root = '';
  let server: Server | undefined;
  let origin = '';
  const logger = recordingLogger();

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-build-'));
    const distDir = join(root, 'dist');
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(distDir, 'index.html'), indexHtml);
    writeFileSync(join(distDir, 'signed-in-shell.html'), '<nav>Menu principal</nav>');
    writeFileSync(
      join(distDir, 'route-preloads.json'),
      JSON.stringify({
        routes: [privateRoute('/publis'), privateRoute('/fails'), privateRoute('/slow'), privateRoute('/busy'), { path: '/login', js: [], css: [] }],
      }),
    );
    writeFileSync(join(root, 'dist-ssr', 'entry-shell.js'), renderer);
    // A real Node server: the API's calls of a drawn page go through the same process, where the
    // security headers land on the Node answer (lib/security-headers.ts).
    const { app } = createTestApp(context.handle.db, { webDistDir: distDir, appOrigin: 'https://maisalcance.example', logger });
    server = createServer(nodeListener(app));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  const open = (path: string, token: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers: { cookie: `ma_access-token=${token}`, ...headers } });

  it("draws the page with her own data, for a phone when her browser says so, at the site's address, kept by no cache, under the pages' policy", async () => {
    const { app } = createTestApp(context.handle.db);
    const creator = await registerAccount(app, { name: 'Paula Nogueira' });
    const response = await open('/publis', creator.token, { 'sec-ch-ua-mobile': '?1' });
    expect(response.status).toBe(200);
    const page = await response.text();
    // Her kit's public address as she is shown it: the site's (APP_ORIGIN), not the API's own call address.
    expect(page).toContain('<div id="root" data-signed-in-shell><h1>Olá, Paula Nogueira (phone)</h1><p>https://maisalcance.example</p></div>');
    // The answers beside it cannot end their script element.
    expect(page).toContain('<script id="drawn-answers" type="application/json">{"name":"Paula Nogueira","note":"\\u003c/script\\u003e');
    expect(page).not.toContain('</script><script>alert(1)');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The page's own policy, not the API's (`default-src 'none'`), which its calls would otherwise leave on it.
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);

    const desktop = await (await open('/publis', creator.token, { 'sec-ch-ua-mobile': '?0' })).text();
    expect(desktop).toContain('(desktop)');
  });

  it('draws nothing of anyone for a session that is not one: the layout alone', async () => {
    const page = await (await open('/publis', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged')).text();
    expect(page).toContain('<div id="root" data-signed-in-shell><nav>Menu principal</nav></div>');
    expect(page).not.toContain('drawn-answers');
  });

  it('draws a few pages at once, and sends the layout at once to any request beyond them', async () => {
    const { app } = createTestApp(context.handle.db);
    const creator = await registerAccount(app);
    const pages = await Promise.all(Array.from({ length: DRAWS_AT_ONCE + 2 }, async () => (await open('/busy', creator.token)).text()));
    expect(pages.filter((page) => page.includes('drawn-answers'))).toHaveLength(DRAWS_AT_ONCE);
    expect(pages.filter((page) => page.includes('<div id="root" data-signed-in-shell><nav>Menu principal</nav></div>'))).toHaveLength(2);
  });

  it('sends the layout alone when the page breaks (and says so in the log), takes longer than 1.5 s, or has a query', async () => {
    const { app } = createTestApp(context.handle.db);
    const creator = await registerAccount(app);
    for (const path of ['/fails', '/slow', '/publis?q=moda']) {
      const started = Date.now();
      const response = await open(path, creator.token);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root" data-signed-in-shell><nav>Menu principal</nav></div>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(Date.now() - started).toBeLessThan(3_000);
    }
    // A page that breaks is told, for someone to fix it.
    expect(logger.errors).toEqual(['web: a private page could not be drawn: Error: the page broke']);
  });
});
