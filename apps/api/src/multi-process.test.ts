import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { errorMessage } from '@ma/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { affiliateBrands, affiliateClicks, affiliateLinks, mediaKitViews, socialAccounts, users } from './db/schema.ts';
import { createTestUser } from './test/users.ts';
import { PAIR_RULE } from './modules/account/sign-in-throttle.ts';
import { startFake } from './modules/connect/providers/fakes/serve.ts';
import { createTokenCipher } from './modules/connect/token-cipher.ts';
import { freePort, startApiProcess, type ApiProcess } from './test/api-process.ts';
import { createServerDatabase } from './test/databases.ts';
import { testEnv } from './test/env.ts';
import { queueJobs } from './lib/jobs/in-transaction.ts';
import { REFRESH_JOBS, refreshJobOf } from './modules/connect/refresh-queue.ts';
import { startS3Server, type LocalS3Server } from './test/s3-server.ts';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.ts';

// docs/deploy.md, "Topology": N API processes behind a load balancer share PostgreSQL, Redis and
// an S3 bucket, and keep nothing of their own. Two real processes (src/main.ts, production
// mode), started side by side on an empty database (each migrates at start, under the
// migration lock: the concurrent start is itself checked), show it from the outside.

const PASSWORD = 'senha-segura-123';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const secret = () => randomBytes(24).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** This run's client address (TRUST_PROXY: the load balancer's X-Forwarded-For): Redis keeps counters across runs. */
const runAddress = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

// The web build's server renderer is a stand-in (as in modules/web/kit-page.test.ts): the kit's
// page must not depend on whether apps/web was built before the API's tests; the renderer's own
// markup is apps/web's to test. It shows what the API handed it.
const RENDERER = `
const pages = {
  kit: ({ kit }) => '<!doctype html><main>' + JSON.stringify({ name: kit.name, bio: kit.bio }) + '</main>',
  'not-found': ({ path }) => '<!doctype html><h1>404 ' + path + '</h1>',
  proposal: () => '<!doctype html><main>proposta</main>',
  'proposal-not-found': () => '<!doctype html><h1>404</h1>',
  privacy: () => '<!doctype html><h1>Política de privacidade</h1>',
};
export const renderPage = (name, input) => pages[name](input);
`;

function webBuild(root: string): string {
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'public-abc.js'), '');
  writeFileSync(
    join(dist, 'public-manifest.json'),
    JSON.stringify({ 'src/public-pages/entry-client.tsx': { file: 'assets/public-abc.js', isEntry: true } }),
  );
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  return dist;
}

/**
 * Instagram's Graph API as far as the daily refresh reaches it: every token is refused (code
 * 190), so a connection is read once and marked 'reconnect'; each call is counted by path.
 */
function countingGraph() {
  const calls = new Map<string, number>();
  return {
    calls,
    fetch(request: Request): Response {
      const { pathname } = new URL(request.url);
      calls.set(pathname, (calls.get(pathname) ?? 0) + 1);
      return Response.json({ error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } }, { status: 400 });
    },
  };
}

interface Answer {
  status: number;
  headers: Headers;
  json: Record<string, unknown> | undefined;
  text: string;
}

/** A request to one process, from this run's address unless `headers` says otherwise. */
async function request(
  api: ApiProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': runAddress, ...options.headers };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${api.origin}${path}`, {
    method,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    ...(options.form && { body: options.form }),
  });
  const text = await response.text();
  const json = /json/.test(response.headers.get('content-type') ?? '') && text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  return { status: response.status, headers: response.headers, json, text };
}

describe.skipIf(!testEnv.TEST_DATABASE_URL || !testEnv.TEST_REDIS_URL)('two API processes behind one load balancer', () => {
  const adminUrl = testEnv.TEST_DATABASE_URL ?? '';
  const tokenKey = secret();
  const graph = countingGraph();
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  let root = '';
  let database: { url: string; drop(): Promise<void> };
  let direct: DatabaseHandle;
  let proxy: TcpProxy;
  let s3: LocalS3Server;
  let env: Record<string, string>;
  const ports = { a: 0, b: 0 };
  const processes: { a?: ApiProcess; b?: ApiProcess } = {};
  const dataDirs = { a: '', b: '' };

  const start = (which: 'a' | 'b') =>
    startApiProcess({ name: which.toUpperCase(), port: ports[which], env: { ...env, DATA_DIR: dataDirs[which] } }).then((api) => {
      processes[which] = api;
      return api;
    });
  const a = () => processes.a ?? fail('A is not running');
  const b = () => processes.b ?? fail('B is not running');
  function fail(message: string): never {
    throw new Error(message);
  }
  /** Both running: whichever an earlier test stopped is started again. */
  const bothRunning = () =>
    Promise.all((['a', 'b'] as const).map((which) => (processes[which]?.running ? processes[which] : start(which)))) as Promise<
      [ApiProcess, ApiProcess]
    >;
  /** The processes' output, for a failure's message. */
  const outputs = () => [processes.a?.output(), processes.b?.output()].filter(Boolean).join('\n');

  async function register(api: ApiProcess) {
    const email = `multi.${randomBytes(5).toString('hex')}@example.com`;
    const answer = await request(api, 'POST', '/v3/account/register', { body: { name: 'Ana Clara Souza', email, password: PASSWORD } });
    const token = answer.json?.['access_token'];
    if (answer.status !== 201 || typeof token !== 'string') throw new Error(`register: ${answer.status} ${answer.text}\n${outputs()}`);
    return { email, token };
  }
  async function saveKit(api: ApiProcess, token: string, kit: { username: string; bio: string; version: number }) {
    const answer = await request(api, 'PUT', '/v3/media-kit', { token, body: { name: 'Olívia Andrade', niches: ['Moda'], ...kit } });
    expect(answer.status, answer.text).toBe(200);
  }

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'multi-process-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    database = await createServerDatabase(adminUrl);
    cleanups.push(() => database.drop());
    // Between both processes and PostgreSQL, so that the last test can take the database away.
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const fakeGraph = await startFake(graph);
    cleanups.push(() => fakeGraph.close());
    [ports.a, ports.b] = await Promise.all([freePort(), freePort()]);
    // Nothing listens there: mail fails (in the background), which none of these tests needs.
    const smtpPort = await freePort();
    dataDirs.a = join(root, 'data-a');
    dataDirs.b = join(root, 'data-b');
    env = {
      NODE_ENV: 'production',
      DEMO_MODE: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: proxied.toString(),
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: testEnv.TEST_REDIS_URL ?? '',
      ...s3.env,
      JWT_SECRET: secret(),
      TOKEN_ENCRYPTION_KEY: tokenKey,
      TRACKING_SECRET: secret(),
      APP_ORIGIN: `http://127.0.0.1:${ports.a}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: webBuild(root),
      META_APP_ID: '5550001',
      META_APP_SECRET: 'segredo-meta-do-teste',
      META_GRAPH_URL: `${fakeGraph.url}/graph`,
    };
    // Both at once on the empty database: each migrates and adds the niches at start.
    await bothRunning();
    direct = await openDatabase({ url: database.url, poolSize: 2 });
    cleanups.push(() => direct.close());
  }, 120_000);

  afterAll(async () => {
    // Every process is stopped, even when a test failed halfway; then what they used.
    await Promise.allSettled([processes.a?.stop({ graceMs: 5000 }), processes.b?.stop({ graceMs: 5000 })]);
    for (const cleanup of cleanups.reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch(() => undefined);
  }, 60_000);

  it('serves from B a photo uploaded through A: same bytes, same type, kept in the bucket and on neither disk', async () => {
    const { token } = await register(a());
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7c3aed' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'foto.jpg');
    const upload = await request(a(), 'POST', '/v3/media-kit/photo', { token, form });
    expect(upload.status, upload.text).toBe(201);
    const pictureUrl = String(upload.json?.['picture_url']);
    expect(pictureUrl).toMatch(/^\/v3\/files\/avatars\/[0-9a-f-]+\/[0-9a-f]+-400\.webp$/);

    const stored = await s3.client().send(new GetObjectCommand({ Bucket: s3.bucket, Key: `files/${pictureUrl.slice('/v3/files/'.length)}` }));
    const bytes = Buffer.from(await (stored.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array())));
    for (const api of [b(), a()]) {
      const served = await fetch(`${api.origin}${pictureUrl}`);
      expect(served.status, api.name).toBe(200);
      expect(served.headers.get('content-type'), api.name).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes), api.name).toBe(true);
    }
    expect(bytes.length).toBeGreaterThan(0);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect([existsSync(join(dataDirs.a, 'files')), existsSync(join(dataDirs.b, 'files'))]).toEqual([false, false]);
  });

  it('shows on B, at the next visit, a kit saved through A, however recently B served the old one', async () => {
    const { token } = await register(a());
    const username = `multi_${randomBytes(4).toString('hex')}`;
    await saveKit(a(), token, { username, bio: 'A primeira bio.', version: 0 });
    // B draws the page (and keeps it while the kit is the same) just before the save.
    const page = () => request(b(), 'GET', `/${username}`, { headers: { 'user-agent': BROWSER } });
    const json = () => request(b(), 'GET', `/v3/media-kit/public/${username}`);
    expect((await page()).text).toContain('"bio":"A primeira bio."');
    expect((await json()).json).toMatchObject({ bio: 'A primeira bio.' });

    await saveKit(a(), token, { username, bio: 'A bio nova.', version: 1 });
    expect((await json()).json).toMatchObject({ bio: 'A bio nova.' });
    // B reads the kit at every visit: its kept page is never older than the kit.
    const answer = await page();
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('"bio":"A bio nova."');
  });

  it('locks an account after the same number of failed sign-ins whether they reach A or B (counters in Redis)', async () => {
    const { email } = await register(a());
    const statuses: string[] = [];
    for (let attempt = 1; attempt <= PAIR_RULE.limit; attempt += 1) {
      const api = attempt % 2 === 1 ? a() : b();
      const answer = await request(api, 'POST', '/v3/account/auth', { body: { email, password: `errada-${attempt}` } });
      statuses.push(`${api.name} ${answer.status}`);
    }
    // Alternated, each process saw half of them: alone, neither would have locked the account.
    expect(statuses).toEqual(Array.from({ length: PAIR_RULE.limit }, (_, index) => `${index % 2 === 0 ? 'A' : 'B'} 401`));
    for (const api of [a(), b()]) {
      // Locked for this account from this address on both, the right password included.
      const locked = await request(api, 'POST', '/v3/account/auth', { body: { email, password: PASSWORD } });
      expect(locked.status, api.name).toBe(429);
      expect(locked.json, api.name).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS', detail: expect.stringContaining('Muitas tentativas de login') });
      expect(Number(locked.headers.get('retry-after')), api.name).toBeGreaterThan(0);
    }
    // Another address is not locked out by them (the pair's counter, not the account's, was reached).
    const elsewhere = await request(b(), 'POST', '/v3/account/auth', {
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.23' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('loses no counted kit visit nor link click when A is stopped (SIGTERM) right after answering them', async () => {
    const { token } = await register(a());
    const username = `sigterm_${randomBytes(4).toString('hex')}`;
    await saveKit(a(), token, { username, bio: 'Visitas contadas.', version: 0 });
    const brandId = `marca-${randomBytes(4).toString('hex')}`;
    await direct.db.insert(affiliateBrands).values({
      id: brandId,
      name: 'Loja Teste',
      commissionRateBp: 1250,
      cookieDays: 30,
      holdingDays: 30,
      domain: 'loja.example.com',
      homepageUrl: 'https://loja.example.com/',
      webhookSecret: secret(),
    });
    const registration = {
      full_name: 'Ana Clara Souza',
      document: '529.982.247-25',
      phone: '(71) 98765-4321',
      pix_key_type: 'email',
      pix_key: 'ana.clara@example.com',
      accept_terms: true,
    };
    const registered = await request(a(), 'POST', '/v3/affiliate/register', { token, body: registration });
    expect(registered.status, registered.text).toBe(201);
    const link = await request(a(), 'POST', '/v3/affiliate/links', { token, body: { brand_id: brandId } });
    expect(link.status, link.text).toBe(201);
    const { code, id: linkId } = link.json as { code: string; id: string };
    const [owner] = await direct.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!owner) throw new Error('the kit has no owner');

    // Each from another visitor (address), so that each counts: one visit per visitor and day.
    const VISITS = 12;
    const CLICKS = 12;
    const visitor = (index: number) => ({ 'user-agent': BROWSER, 'x-forwarded-for': `203.0.113.${index + 1}` });
    const answers = await Promise.all([
      ...Array.from({ length: VISITS }, (_, index) => request(a(), 'GET', `/${username}`, { headers: visitor(index) })),
      ...Array.from({ length: CLICKS }, (_, index) => request(a(), 'GET', `/r/${code}`, { headers: visitor(index) })),
    ]);
    const exit = await a().stop();
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(VISITS).fill(200), ...Array<number>(CLICKS).fill(302)]);
    expect(exit, a().output()).toBe(0);

    const [visits] = await direct.db
      .select({ count: sql<number>`count(*)::int` })
      .from(mediaKitViews)
      .where(eq(mediaKitViews.userId, owner.id));
    const [clicks] = await direct.db
      .select({ total: sql<number>`coalesce(sum(${affiliateClicks.clicks}), 0)::int`, visitors: sql<number>`count(*)::int` })
      .from(affiliateClicks)
      .where(eq(affiliateClicks.linkId, linkId));
    expect({ visits: visits?.count, clicks: clicks?.total, clickVisitors: clicks?.visitors }).toEqual({
      visits: VISITS,
      clicks: CLICKS,
      clickVisitors: CLICKS,
    });
    // The link is still followed by B.
    expect((await request(b(), 'GET', `/r/${code}`, { headers: { 'user-agent': BROWSER } })).status).toBe(302);
    expect(await direct.db.select({ id: affiliateLinks.id }).from(affiliateLinks).where(eq(affiliateLinks.id, linkId))).toHaveLength(1);
  });

  it('runs the networks’ daily refresh once across both processes: each due connection reaches Instagram once', async () => {
    // Each connection's job is queued once both processes have made the queues, as connecting
    // queues it; both work on them together.
    await Promise.all([processes.a?.stop(), processes.b?.stop()]);
    const cipher = createTokenCipher(tokenKey);
    const CONNECTIONS = 20;
    const due = new Date(Date.now() - 60_000);
    const externalIds: string[] = [];
    const userIds: string[] = [];
    for (let index = 0; index < CONNECTIONS; index += 1) {
      const user = await createTestUser(direct.db, { name: 'Criadora Conectada', email: `conectada.${randomBytes(5).toString('hex')}@example.com` });
      const externalId = `1784${randomBytes(6).toString('hex')}`;
      externalIds.push(externalId);
      userIds.push(user.id);
      await direct.db.insert(socialAccounts).values({
        userId: user.id,
        network: 'instagram',
        externalId,
        username: `conectada_${index}`,
        status: 'active',
        accessTokenEnc: cipher.seal(`token-${externalId}`),
        nextRefreshAt: due,
      });
    }
    await bothRunning();
    // The queue is made by the processes' job runners as they start.
    const queueMade = async () => {
      const rows = (await direct.db.execute(
        sql`select exists (select 1 from pgboss.queue where name = ${REFRESH_JOBS.instagram}) as made`,
      )) as unknown as { made: boolean }[];
      return rows[0]?.made === true;
    };
    for (let tries = 0; tries < 100 && !(await queueMade().catch(() => false)); tries += 1) await sleep(100);
    await direct.db.transaction((tx) =>
      queueJobs(
        tx,
        REFRESH_JOBS.instagram,
        userIds.map((userId) => refreshJobOf({ userId, network: 'instagram' }, due)),
      ),
    );

    const ours = and(eq(socialAccounts.network, 'instagram'), inArray(socialAccounts.externalId, externalIds));
    const deadline = Date.now() + 20_000;
    let pending = CONNECTIONS;
    while (Date.now() < deadline) {
      const [row] = await direct.db
        .select({ count: sql<number>`count(*)::int` })
        .from(socialAccounts)
        .where(and(ours, eq(socialAccounts.status, 'active')));
      pending = row?.count ?? 0;
      if (pending === 0) break;
      await sleep(200);
    }
    expect(pending, outputs()).toBe(0);
    // Read once each: a connection refreshed by both processes would have been asked for twice.
    expect(Object.fromEntries(externalIds.map((id) => [id, graph.calls.get(`/graph/${id}`) ?? 0]))).toEqual(
      Object.fromEntries(externalIds.map((id) => [id, 1])),
    );
  }, 90_000);

  it('answers 503 (never 401) on both while the database is away, and both answer again once it is back', async () => {
    const [first, second] = await bothRunning();
    const { token } = await register(first);
    const me = (api: ApiProcess) => request(api, 'GET', '/v3/account/me', { token });
    /** The status `api` answers, or why it gave none (a socket it closed, a refused connection). */
    const statusOf = async (api: ApiProcess): Promise<number | string> => {
      try {
        return (await me(api)).status;
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        return `no answer (${cause})`;
      }
    };
    /** What `api` answered, asked every 100 ms until it answers `status` or `withinMs` has passed. */
    const answersUntil = async (api: ApiProcess, status: number, withinMs: number) => {
      const seen: (number | string)[] = [];
      const deadline = Date.now() + withinMs;
      while (Date.now() < deadline && seen.at(-1) !== status) {
        seen.push(await statusOf(api));
        if (seen.at(-1) !== status) await sleep(100);
      }
      return seen;
    };
    for (const api of [first, second]) expect((await me(api)).status, api.name).toBe(200);

    await proxy.cut('refuse');
    try {
      for (const api of [first, second]) {
        const seen = await answersUntil(api, 503, 10_000);
        // Then a burst (several sessions read in one query), all of them refused the same way.
        const burst = await Promise.all(Array.from({ length: 5 }, () => me(api)));
        seen.push(...burst.map((answer) => answer.status));
        // A process that died or dropped her connection shows here, with what it logged.
        expect(
          seen.filter((status) => status !== 503 && status !== 200),
          `${api.name}: ${seen.join(' ')}\n${outputs()}`,
        ).toEqual([]);
        expect(
          burst.map((answer) => answer.status),
          api.name,
        ).toEqual([503, 503, 503, 503, 503]);
        for (const answer of burst) {
          expect(answer.json, api.name).toMatchObject({ code: 'DATABASE_UNAVAILABLE', detail: errorMessage('DATABASE_UNAVAILABLE') });
        }
      }
    } finally {
      await proxy.restore();
    }

    for (const api of [first, second]) {
      const seen = await answersUntil(api, 200, 15_000);
      expect(
        seen.filter((status) => status !== 503 && status !== 200),
        `${api.name}: ${seen.join(' ')}\n${outputs()}`,
      ).toEqual([]);
      expect(seen.at(-1), `${api.name}: ${seen.join(' ')}`).toBe(200);
    }
  }, 90_000);
});
