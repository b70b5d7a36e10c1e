import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import * as schema from '../../db/schema.ts';
import { createServerDatabase } from '../../test/databases.ts';
import { testEnv } from '../../test/env.ts';
import { serveOnNode, send } from '../../test/node-server.ts';
import { insertProposal } from '../../test/proposal-fixtures.ts';
import { writePublicBuild } from '../../test/public-build.ts';
import { connectionRefused } from '../../test/stand-ins.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import { call, createTestApp, registerAccount, uniqueEmail } from '../../test/test-app.ts';
import { createTestUser } from '../../test/users.ts';

// A stand-in for the web build's renderer: it shows what the API handed it.
const renderer = `
const pages = {
  kit: ({ kit, theme }) => '<!doctype html><main>' + JSON.stringify({ name: kit.name, theme: theme ?? null }) + '</main>',
  'not-found': ({ path }) => '<!doctype html><h1>404 ' + path + '</h1>',
  proposal: ({ proposal }) => '<!doctype html><main>' + JSON.stringify({ name: proposal.name }) + '</main>',
  'proposal-not-found': () => '<!doctype html><h1>Proposta não encontrada</h1>',
};
export const renderPage = (name, input, assets) => pages[name](input, assets);
`;

/** A database the test can stop and start again under the app. */
interface StoppableDatabase {
  db: Database;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** PGlite answering every query, while stopped, as a server that refuses connections does (ECONNREFUSED). */
async function stoppablePglite(): Promise<StoppableDatabase> {
  const client = new PGlite();
  await client.waitReady;
  let stopped = false;
  const gated = new Proxy(client, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (name !== 'query' && name !== 'exec' && name !== 'transaction') return method;
      return (...args: unknown[]) => (stopped ? Promise.reject(connectionRefused()) : method(...args));
    },
  });
  const db = drizzle({ client: gated, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    stop: async () => void (stopped = true),
    start: async () => void (stopped = false),
    close: () => client.close(),
  };
}

/** PostgreSQL behind a TCP proxy that stops forwarding (db/outage.test.ts): a real server gone. */
async function stoppablePostgres(adminUrl: string): Promise<StoppableDatabase> {
  const created = await createServerDatabase(adminUrl);
  const direct = await openDatabase({ url: created.url, poolSize: 2 });
  await direct.migrate();
  await direct.close();
  const target = new URL(created.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(created.url);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  return {
    db: handle.db,
    stop: () => proxy.cut('refuse'),
    start: () => proxy.restore(),
    async close() {
      await handle.close();
      await proxy.close();
      await created.drop();
    },
  };
}

const databases: { name: string; open: () => Promise<StoppableDatabase> }[] = [
  { name: 'pglite', open: stoppablePglite },
  ...(testEnv.TEST_DATABASE_URL ? [{ name: 'postgres', open: () => stoppablePostgres(testEnv.TEST_DATABASE_URL ?? '') }] : []),
];

// docs/architecture.md "Public pages", decision 027: a brand opening a creator's kit or a
// proposal during a database outage gets the last page this process drew, marked so that no
// cache keeps it; a page it never drew is the 503 it always was.
describe.each(databases)('the public pages during a database outage ($name)', ({ open }) => {
  let database: StoppableDatabase;
  let root = '';
  let served: Awaited<ReturnType<typeof serveOnNode>>;
  let clock: ReturnType<typeof createTestApp>['clock'];
  let app: ReturnType<typeof createTestApp>['app'];
  let drawnProposal = '';
  let otherProposal = '';

  beforeAll(async () => {
    database = await open();
    root = mkdtempSync(join(tmpdir(), 'web-outage-'));
    writePublicBuild(root, renderer, '.x{color:red}');
    for (const [name, username] of [
      ['Olívia Apagão', 'olivia_apagao'],
      ['Nunca Vista', 'nunca_vista'],
    ] as const) {
      await createTestUser(database.db, { name, email: uniqueEmail('apagao'), preferredUsername: username });
    }
    drawnProposal = await insertProposal(database.db, { name: 'Publi Desenhada' });
    otherProposal = await insertProposal(database.db, { name: 'Publi Nunca Aberta' });
    const created = createTestApp(database.db, { webDistDir: join(root, 'dist') });
    clock = created.clock;
    app = created.app;
    served = await serveOnNode(created.app);
  });
  afterAll(async () => {
    await served.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const answer = await send(served.port, path, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' } });
    return { status: answer.status, cacheControl: answer.headers['cache-control'], body: answer.body.toString() };
  };

  it('answers the last page it drew with 200, kept by no cache, and 503 for a page it never drew', async () => {
    const kit = await get('/olivia_apagao');
    const proposal = await get(`/publi/${drawnProposal}/public`);
    expect([kit.status, kit.cacheControl, proposal.status]).toEqual([200, 'no-cache', 200]);

    await database.stop();
    // Past the second the kit's last read is shared for: every page below asks the database.
    clock.advance(5000);
    try {
      for (let i = 0; i < 3; i += 1) {
        const duringKit = await get('/olivia_apagao');
        expect([duringKit.status, duringKit.cacheControl, duringKit.body]).toEqual([200, 'no-store', kit.body]);
        const duringProposal = await get(`/publi/${drawnProposal}/public`);
        expect([duringProposal.status, duringProposal.cacheControl, duringProposal.body]).toEqual([200, 'no-store', proposal.body]);
      }
      // The kit as last read, in another theme: drawn from what the process holds.
      expect(await get('/olivia_apagao?theme=escuro')).toMatchObject({ status: 200, body: expect.stringContaining('"theme":"escuro"') });
      expect((await get('/nunca_vista')).status).toBe(503);
      expect((await get(`/publi/${otherProposal}/public`)).status).toBe(503);
    } finally {
      await database.start();
    }

    clock.advance(5000);
    // Served fresh again (the gate lets a query try the server every 250 ms).
    await expect.poll(async () => (await get('/olivia_apagao')).cacheControl, { timeout: 5000, interval: 100 }).toBe('no-cache');
    expect(await get('/nunca_vista')).toMatchObject({ status: 200, cacheControl: 'no-cache' });
  });

  it('never answers with the kit of an account deleted meanwhile', async () => {
    const account = await registerAccount(app);
    await database.db.update(schema.users).set({ username: 'conta_apagada' }).where(eq(schema.users.email, account.email));
    expect((await get('/conta_apagada')).status).toBe(200);
    const deleted = await call(app, 'POST', '/v3/account/delete', {
      token: account.token,
      body: { password: account.password, confirmation: 'EXCLUIR' },
    });
    expect(deleted.status).toBe(204);
    await database.stop();
    clock.advance(5000);
    try {
      expect((await get('/conta_apagada')).status).toBe(503);
    } finally {
      await database.start();
    }
  });
});
