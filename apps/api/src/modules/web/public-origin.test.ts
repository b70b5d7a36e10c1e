import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App, AppOptions } from '../../app.ts';
import { testDatabases } from '../../test/databases.ts';
import { serveOnNode, send } from '../../test/node-server.ts';
import { lastMailTo } from '../../test/outbox.ts';
import { insertProposal } from '../../test/proposal-fixtures.ts';
import { writePublicBuild } from '../../test/public-build.ts';
import { call, createTestApp, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { createTestUser } from '../../test/users.ts';

// A stand-in for the web build's renderer: it shows the origin the API handed it, and how many
// pages it drew so far (a page answered from the cache keeps its number).
const renderer = `
let drawn = 0;
const shown = (what) => '<main>' + JSON.stringify({ ...what, drawn: (drawn += 1) }) + '</main>';
const pages = {
  kit: ({ kit, origin }) => '<!doctype html>' + shown({ name: kit.name, origin }),
  'not-found': ({ path }) => '<!doctype html><h1>404 ' + path + '</h1>',
  proposal: ({ proposal, origin }) => '<!doctype html>' + shown({ id: proposal.id, origin }),
  'proposal-not-found': () => '<!doctype html><h1>Proposta não encontrada</h1>',
  privacy: ({ origin }) => '<!doctype html>' + shown({ origin }),
};
export const renderPage = (name, input, assets) => pages[name](input, assets);
`;

/** What the stand-in renderer was given: the JSON between <main> and </main>. */
const shown = (html: string) => JSON.parse(/<main>(.*)<\/main>/.exec(html)?.[1] ?? 'null') as { origin?: string; drawn?: number } | null;

const APP_ORIGIN = 'https://maisalcance.example';

/** Hostile headers: a Host of the attacker's, or a forwarded host (and scheme) no proxy of ours wrote. */
const hostile: [string, Record<string, string>][] = [
  ['a hostile Host', { host: 'evil.example' }],
  ['a hostile X-Forwarded-Host', { host: 'maisalcance.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }],
];

// docs/deploy.md (APP_ORIGIN), decision 027: in production every absolute address a page carries
// is APP_ORIGIN's, whatever the request says its host is.
describe.each(testDatabases)('absolute addresses in production ($name)', (database) => {
  const context = useTestDatabase(database);
  let root = '';
  let proposalId = '';
  const production = (overrides: Partial<AppOptions> = {}) =>
    createTestApp(context.handle.db, { webDistDir: join(root, 'dist'), appOrigin: APP_ORIGIN, originFromRequest: false, ...overrides });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-origin-'));
    writePublicBuild(root, renderer, '.x{color:red}');
    await createTestUser(context.handle.db, { name: 'Olívia Origem', email: uniqueEmail('origem'), preferredUsername: 'olivia_origem' });
    proposalId = await insertProposal(context.handle.db);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const pagePaths = () => [
    ['the kit', '/olivia_origem'],
    ['the public proposal', `/publi/${proposalId}/public`],
    ['the privacy policy', '/privacy-policy'],
  ];

  /** `app` served on Node as main.ts serves it, for `use`. */
  const onNode = async <T>(app: App, use: (port: number) => Promise<T>): Promise<T> => {
    const served = await serveOnNode(app);
    try {
      return await use(served.port);
    } finally {
      await served.close();
    }
  };

  describe.each([true, false])('with TRUST_PROXY %s', (trustProxy) => {
    it.each(hostile)('draws every public page at APP_ORIGIN under %s, on the Node server', async (_, headers) => {
      await onNode(production({ trustProxy }).app, async (port) => {
        for (const [page, path] of pagePaths()) {
          const answer = await send(port, path ?? '', { headers });
          expect([page, answer.status, shown(answer.body.toString())?.origin]).toEqual([page, 200, APP_ORIGIN]);
          expect(answer.body.toString()).not.toContain('evil.example');
        }
      });
    });

    it.each(hostile)('draws the kit at APP_ORIGIN under %s in the app itself', async (_, headers) => {
      const response = await call(production({ trustProxy }).app, 'GET', '/olivia_origem', { headers });
      expect([response.status, shown(response.text)?.origin]).toEqual([200, APP_ORIGIN]);
    });

    it.each(hostile)("gives the app's shell its link-preview address at APP_ORIGIN under %s", async (_, headers) => {
      const answer = await onNode(production({ trustProxy }).app, (port) => send(port, '/login', { headers }));
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toContain(`<meta property="og:url" content="${APP_ORIGIN}/login" />`);
      expect(answer.body.toString()).not.toContain('evil.example');
    });

    it.each(hostile)('mails the password reset link at APP_ORIGIN under %s', async (_, headers) => {
      const { app } = production({ trustProxy });
      const { email } = await registerAccount(app);
      expect((await call(app, 'POST', '/v3/account/auth/forgot', { body: { email }, headers })).status).toBe(202);
      const mail = await lastMailTo(context.handle.db, email, 'Redefina sua senha da Mais Alcance');
      expect(mail.text).toContain(`${APP_ORIGIN}/reset-password?`);
      expect(mail.text).not.toContain('evil.example');
    });
  });

  it('keeps one page per kit whatever hosts are sprayed at it: the real page is neither evicted nor drawn again', async () => {
    await onNode(production().app, async (port) => {
      const page = async (host: string) => shown((await send(port, '/olivia_origem', { headers: { host } })).body.toString());
      const first = await page('maisalcance.example');
      for (let i = 0; i < 2100; i += 1) expect((await page(`h${i}.evil.example`))?.origin).toBe(APP_ORIGIN);
      expect(await page('maisalcance.example')).toEqual(first);
    });
    // 2,100 pages through the whole app, each reading the kit: seconds on a busy machine.
  }, 120_000);
});

// The demo without APP_ORIGIN follows the address the browser used (README, APP_ORIGIN), but
// keeps pages only for its own address: a Host header is the client's word.
describe.each(testDatabases)('the demo following the request address ($name)', (database) => {
  const context = useTestDatabase(database);
  let root = '';

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-origin-demo-'));
    writePublicBuild(root, renderer, '.x{color:red}');
    await createTestUser(context.handle.db, { name: 'Olívia Demo', email: uniqueEmail('demo'), preferredUsername: 'olivia_demo' });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('draws the page at the address the browser used, and spraying hosts neither grows the cache nor evicts the real page', async () => {
    const { app } = createTestApp(context.handle.db, { webDistDir: join(root, 'dist'), appOrigin: 'http://localhost:3000', originFromRequest: true });
    const served = await serveOnNode(app);
    try {
      const page = async (host: string) => shown((await send(served.port, '/olivia_demo', { headers: { host } })).body.toString());
      const first = await page('localhost:3000');
      expect(first?.origin).toBe('http://localhost:3000');
      expect((await page('192.168.0.10:3000'))?.origin).toBe('http://192.168.0.10:3000');
      for (let i = 0; i < 2100; i += 1) await page(`h${i}.evil.example`);
      expect(await page('localhost:3000')).toEqual(first);
    } finally {
      await served.close();
    }
  }, 120_000);
});
