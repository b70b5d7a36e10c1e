import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { errorMessage } from '@ma/domain';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../lib/logger.ts';
import { createServerDatabase } from '../test/databases.ts';
import { testEnv } from '../test/env.ts';
import { startTcpProxy, type Outage, type TcpProxy } from '../test/tcp-proxy.ts';
import { call, createTestApp, registerAccount } from '../test/test-app.ts';
import { openDatabase, type Database } from './database.ts';
import { errorChain } from './pg-errors.ts';
import { npsAnswers, users } from './schema.ts';

// docs/architecture.md, "A database outage": under requests, PostgreSQL goes away behind a TCP
// proxy (open connections reset; new ones refused, or left unanswered) and comes back.
const WARM_UP_MS = 1000;
const CUT_MS = 3000;
/** How long the load goes on once it is served again. */
const AFTER_RECOVERY_MS = 1500;
/** No answer may take longer, during the outage or not (the pool's connect timeout is 2 s). */
const MAX_ANSWER_MS = 4000;
/** 2xx again within this long of the database coming back. */
const RECOVERY_MS = 5000;
const WORKERS = 4;
const PAUSE_MS = 20;
const PASSWORD = 'senha-segura-123';

interface Sample {
  op: 'register' | 'me' | 'nps' | 'health';
  start: number;
  end: number;
  /** 0: no answer (the client gave up or the connection failed). */
  status: number;
  body: Record<string, unknown> | undefined;
  retryAfter: string | null;
  /** A 409 NPS_ALREADY_ANSWERED retrying an answer whose 503 came after its COMMIT. */
  retryOfUnknown?: boolean;
}

interface Account {
  email: string;
  token: string;
  /** An answer to the survey got a 503: it may or may not have been stored. */
  answerUnknown: boolean;
}

/** Offsets in ms from the start of the load. */
interface Timeline {
  cut: number;
  firstUnavailable: number | undefined;
  restore: number;
  firstOk: number | undefined;
  healthOk: number | undefined;
  end: number;
}

interface Scenario {
  outage: Outage;
  /** How soon after the cut the first 503 comes: a silent server is only given up on after the connect timeout. */
  firstUnavailableMs: number;
}

const scenarios: Scenario[] = [
  { outage: 'refuse', firstUnavailableMs: 1000 },
  { outage: 'silent', firstUnavailableMs: 3000 },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ok = (sample: Sample) => sample.status >= 200 && sample.status < 300;

/** A database of its own on the server of `adminUrl`, migrated; `drop` removes it. */
async function scratchDatabase(adminUrl: string) {
  const created = await createServerDatabase(adminUrl);
  const direct = await openDatabase({ url: created.url, poolSize: 2 });
  await direct.migrate();
  return {
    url: new URL(created.url),
    direct,
    async drop() {
      await direct.close();
      await created.drop();
    },
  };
}

type ScratchDatabase = Awaited<ReturnType<typeof scratchDatabase>>;

/** The scratch database of a describe's tests: made before them, dropped after them. */
function useScratchDatabase(): () => ScratchDatabase {
  let database: ScratchDatabase | undefined;
  beforeAll(async () => {
    database = await scratchDatabase(testEnv.TEST_DATABASE_URL ?? '');
  });
  afterAll(async () => {
    await database?.drop();
  });
  return () => {
    if (!database) throw new Error('the database is created in beforeAll');
    return database;
  };
}

/** A TCP proxy in front of the scratch database, and the database's URL through it. */
async function proxyTo(database: ScratchDatabase) {
  const proxy = await startTcpProxy({ host: database.url.hostname, port: Number(database.url.port || 5432) });
  const url = new URL(database.url);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return { proxy, url: url.toString() };
}

/** An error and its causes (db/pg-errors.ts' chain), each by name, code and message: what a failed expectation prints. */
const causesOf = (error: unknown): string[] =>
  [...errorChain(error)].map((cause) => {
    const { name, message } = cause as Partial<Error>;
    return `${String(name)} ${String(cause.code)}: ${String(message).slice(0, 200)}`;
  });

async function runOutage(database: ScratchDatabase, scenario: Scenario) {
  const { proxy, url: proxiedUrl } = await proxyTo(database);
  // The app as runtime.ts opens it, only through the proxy.
  const handle = await openDatabase({ url: proxiedUrl, poolSize: 5 });
  const unexpected: unknown[] = [];
  const logger: Logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: () => undefined,
    error: (message, fields) => unexpected.push({ message, fields, causes: causesOf(fields?.['error']) }),
  };
  const { app } = createTestApp(handle.db, { logger });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  try {
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { ...(await driveLoad(origin, proxy, scenario)), unexpected, stored: await storedWrites(database.direct.db) };
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    await handle.close();
    await proxy.close();
  }
}

/** The load: WORKERS loops of registrations, reads and survey answers, and a health check every 150 ms. */
async function driveLoad(origin: string, proxy: TcpProxy, scenario: Scenario) {
  const t0 = performance.now();
  const now = () => Math.round(performance.now() - t0);
  const samples: Sample[] = [];
  const accounts: Account[] = [];
  const unanswered: Account[] = [];
  const answered: string[] = [];
  let counter = 0;

  async function request(op: Sample['op'], method: string, path: string, options: { body?: unknown; token?: string; address?: string } = {}) {
    const start = now();
    const sample: Sample = { op, start, end: start, status: 0, body: undefined, retryAfter: null };
    try {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          ...(options.address && { 'x-forwarded-for': options.address }),
        },
        ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
        // What the client of the issue did: give up after 8 s.
        signal: AbortSignal.timeout(8000),
      });
      sample.status = response.status;
      sample.retryAfter = response.headers.get('retry-after');
      const text = await response.text();
      sample.body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    } catch {
      sample.status = 0;
    }
    sample.end = now();
    samples.push(sample);
    return sample;
  }

  async function register() {
    const email = `outage.${(counter += 1)}.${randomBytes(3).toString('hex')}@example.com`;
    // Each from an address of its own: the load signs up far more than one address may in an hour.
    const address = `2001:db8::${counter.toString(16)}`;
    const sample = await request('register', 'POST', '/v3/account/register', {
      body: { name: 'Ana Clara Souza', email, password: PASSWORD },
      address,
    });
    const token = sample.body?.['access_token'];
    if (sample.status !== 201 || typeof token !== 'string') return;
    const account = { email, token, answerUnknown: false };
    accounts.push(account);
    unanswered.push(account);
  }

  // Every acknowledged account answers the survey (a transaction), again after a 503.
  async function answer(account: Account) {
    const description = `outage ${account.email}`;
    const sample = await request('nps', 'POST', '/v3/account/nps', { body: { score: 4, description }, token: account.token });
    if (sample.status === 204) answered.push(description);
    else if (sample.status === 409 && account.answerUnknown) {
      // A 503 may have come after the COMMIT reached the server: the retry says it did.
      sample.retryOfUnknown = true;
      answered.push(description);
    } else {
      account.answerUnknown ||= sample.status === 503;
      unanswered.push(account);
    }
  }

  for (let i = 0; i < 3; i += 1) await register();
  const readers = [...accounts];
  if (readers.length !== 3) throw new Error(`could not register the readers: ${JSON.stringify(samples)}`);

  let stopAt = Number.POSITIVE_INFINITY;
  async function worker(index: number) {
    for (let turn = index; now() < stopAt; turn += 1) {
      const account = turn % 4 === 2 ? unanswered.shift() : undefined;
      if (turn % 4 === 0) await register();
      else if (account) await answer(account);
      else await request('me', 'GET', '/v3/account/me', { token: readers[turn % readers.length]?.token });
      await sleep(PAUSE_MS);
    }
  }
  async function healthChecks() {
    while (now() < stopAt) {
      await request('health', 'GET', '/v3/health');
      await sleep(150);
    }
  }

  const load = Promise.all([...Array.from({ length: WORKERS }, (_, index) => worker(index)), healthChecks()]);
  await sleep(WARM_UP_MS);
  const cut = now();
  await proxy.cut(scenario.outage);
  await sleep(CUT_MS);
  const restore = now();
  await proxy.restore();
  while (now() < restore + RECOVERY_MS && !samples.some((s) => s.start >= restore && ok(s))) await sleep(20);
  stopAt = now() + AFTER_RECOVERY_MS;
  await load;

  const firstEnd = (found: Sample[]) => found.sort((a, b) => a.end - b.end)[0]?.end;
  const timeline: Timeline = {
    cut,
    firstUnavailable: firstEnd(samples.filter((s) => s.start >= cut && s.status === 503)),
    restore,
    firstOk: firstEnd(samples.filter((s) => s.start >= restore && ok(s))),
    healthOk: firstEnd(samples.filter((s) => s.start >= restore && s.op === 'health' && ok(s))),
    end: now(),
  };
  if (testEnv.OUTAGE_VERBOSE) {
    const answers: Record<string, number> = {};
    for (const s of samples) answers[`${s.op} ${s.status}`] = (answers[`${s.op} ${s.status}`] ?? 0) + 1;
    const slowest = Math.max(...samples.map((s) => s.end - s.start));
    console.log(
      `database outage (${scenario.outage}), ms from the start of the load:`,
      JSON.stringify(timeline),
      'answers:',
      JSON.stringify(answers),
      'slowest:',
      slowest,
    );
  }
  return { timeline, samples, acknowledged: { emails: accounts.map((account) => account.email), answers: answered } };
}

/** The rows the load wrote, read directly (not through the proxy). */
async function storedWrites(db: Database) {
  const emails = await db.select({ email: users.email }).from(users).where(like(users.email, 'outage.%'));
  const answers = await db.select({ description: npsAnswers.description }).from(npsAnswers).where(like(npsAnswers.description, 'outage %'));
  return { emails: emails.map((row) => row.email), answers: answers.map((row) => row.description) };
}

describe.skipIf(!testEnv.TEST_DATABASE_URL)('a database outage under requests (PostgreSQL behind a TCP proxy)', () => {
  const database = useScratchDatabase();

  it.each(scenarios)(
    '$outage: answers 503 with a pt-BR detail, never 500 nor a hang; 2xx within 5 s of the return; no acknowledged write lost',
    async (scenario) => {
      const { timeline, samples, unexpected, acknowledged, stored } = await runOutage(database(), scenario);
      const during = samples.filter((s) => s.start >= timeline.cut + 100 && s.end <= timeline.restore);

      // Nothing hangs, nothing is a 500: every failure is the database's 503, with Retry-After.
      // The errors the app could not place come first: when a 500 slips through, they say why.
      expect(unexpected).toEqual([]);
      expect(samples.filter((s) => s.status === 0)).toEqual([]);
      expect(Math.max(...samples.map((s) => s.end - s.start))).toBeLessThan(MAX_ANSWER_MS);
      expect(samples.filter((s) => !ok(s) && s.status !== 503 && !s.retryOfUnknown)).toEqual([]);
      for (const sample of samples.filter((s) => s.status === 503)) {
        expect(sample.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', detail: errorMessage('DATABASE_UNAVAILABLE') });
        expect(sample.retryAfter).toBe('5');
      }

      // The outage is seen soon, by every kind of request and by the health check.
      expect((timeline.firstUnavailable ?? Infinity) - timeline.cut).toBeLessThan(scenario.firstUnavailableMs);
      expect(during.filter(ok)).toEqual([]);
      for (const op of ['register', 'me', 'nps', 'health'] as const) expect(during.filter((s) => s.op === op).length, op).toBeGreaterThan(0);
      for (const sample of during.filter((s) => s.op === 'health')) {
        expect(sample.body).toMatchObject({ status: 'unavailable', database: 'unavailable', code: 'DATABASE_UNAVAILABLE' });
      }

      // 2xx again within 5 s of the database coming back, then nothing else.
      expect((timeline.firstOk ?? Infinity) - timeline.restore).toBeLessThan(RECOVERY_MS);
      expect((timeline.healthOk ?? Infinity) - timeline.restore).toBeLessThan(RECOVERY_MS);
      const settled = samples.filter((s) => s.start >= (timeline.firstOk ?? Infinity));
      expect(settled.length).toBeGreaterThan(0);
      // A survey answer retried after a 503 that came after its COMMIT is refused as already given.
      expect(settled.filter((s) => !ok(s) && !s.retryOfUnknown)).toEqual([]);
      expect(samples.filter((s) => s.op === 'health').at(-1)?.body).toEqual({ status: 'ok', database: 'ok' });

      // Every write answered 2xx is stored.
      expect(acknowledged.emails.length).toBeGreaterThan(3);
      expect(acknowledged.answers.length).toBeGreaterThan(0);
      expect(stored.emails).toEqual(expect.arrayContaining(acknowledged.emails));
      expect(stored.answers).toEqual(expect.arrayContaining(acknowledged.answers));
    },
    30_000,
  );
});

/** Silent drops in a row, each a few hundred ms into a load of session lookups; offsets in ms. */
const DROPS = 8;
const DROP_CONNECT_TIMEOUT_SECONDS = 0.5;
const DROP_AFTER_MS = [150, 350] as const;
const DROP_FOR_MS = [600, 1000] as const;
const DROP_MAX_ANSWER_MS = 3000;
const between = ([low, high]: readonly [number, number]) => low + Math.random() * (high - low);

// Decision 012: a session lookup dispatched between a reset socket's 'error' and its 'close'
// stayed pending through the outage and was answered with no rows by the next session's
// startup: 401 SESSION_EXPIRED, the creator signed out. One drop made that rare; many make it
// likely (8 drops failed two runs in three on the driver without the fix: hung lookups, 401s).
describe.skipIf(!testEnv.TEST_DATABASE_URL)('silent database drops in a row under session lookups (PostgreSQL behind a TCP proxy)', () => {
  const database = useScratchDatabase();

  it('never signs anyone out: a lookup that could not be answered is 503, and every request is answered', async () => {
    const { proxy, url: proxiedUrl } = await proxyTo(database());
    const handle = await openDatabase({ url: proxiedUrl, poolSize: 5, connectTimeoutSeconds: DROP_CONNECT_TIMEOUT_SECONDS });
    try {
      const { app } = createTestApp(handle.db);
      const accounts = await Promise.all(Array.from({ length: 6 }, () => registerAccount(app)));
      const answers: Record<string, number> = {};
      const wrong: { status: number; ms: number }[] = [];
      let stop = false;
      const worker = async (index: number) => {
        for (let turn = 0; !stop; turn += 1) {
          const { token } = accounts[(index + turn) % accounts.length] ?? {};
          const start = performance.now();
          let timer: ReturnType<typeof setTimeout> | undefined;
          const status = await Promise.race([
            call(app, 'GET', '/v3/account/me', { token }).then((response) => response.status),
            new Promise<number>((resolve) => (timer = setTimeout(() => resolve(0), DROP_MAX_ANSWER_MS))),
          ]).finally(() => clearTimeout(timer));
          answers[status] = (answers[status] ?? 0) + 1;
          if (status !== 200 && status !== 503) wrong.push({ status, ms: Math.round(performance.now() - start) });
          // Hung: this worker stops here rather than pile up requests.
          if (status === 0) return;
          if (turn % 3 === 0) await sleep(1);
        }
      };
      // Other queries go on meanwhile (as the health checks do), so that every connection is used again.
      const healthChecks = async () => {
        while (!stop) {
          await call(app, 'GET', '/v3/health');
          await sleep(50);
        }
      };
      const load = Promise.all([...Array.from({ length: 8 }, (_, index) => worker(index)), healthChecks()]);
      for (let drop = 0; drop < DROPS; drop += 1) {
        await sleep(between(DROP_AFTER_MS));
        await proxy.cut('silent');
        await sleep(between(DROP_FOR_MS));
        await proxy.restore();
      }
      await sleep(500);
      stop = true;
      await load;
      if (testEnv.OUTAGE_VERBOSE) console.log('silent drops in a row, answers:', JSON.stringify(answers));
      // 0 is a request that hung; 401 a creator signed out by an outage.
      expect(wrong).toEqual([]);
      expect(answers[503]).toBeGreaterThan(0);
      expect((await call(app, 'GET', '/v3/account/me', { token: accounts[0]?.token })).status).toBe(200);
    } finally {
      await handle.close();
      await proxy.close();
    }
  }, 60_000);
});
