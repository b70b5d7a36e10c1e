#!/usr/bin/env node
// The proposals list under load (issue #12): POST /v3/proposal/ (the first page, as the web app
// asks for it, as a signed-in gold creator, offered br/gzip like a browser) against the built
// API served as a child process over PostgreSQL with 10,000 proposals (the data of
// bench-proposals.mjs), at 50 connections, then at 1 connection for the unloaded latency; and a
// bare node:http server answering the same JSON (identity, precomputed) at 50 connections,
// measured before and after in the same run (client and servers share the machine's cores, so
// only the ratio means anything). Target: p99 <= 50 ms at 50 connections.
// Run `pnpm build` first. A fresh database on the server of BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, used as admin to create and drop it).
// BENCH_DURATION (seconds, default 10). BENCH_EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS)
// of the list's statements as the app sends them. BENCH_CPU_PROF=<dir> runs the API with
// --cpu-prof into that folder. BENCH_STRICT=1 fails the run above the target. Bounded in time;
// only 127.0.0.1; stops everything it started; drops its database.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { boundedRun, freshPostgresDatabase } from './bench-lifecycle.mjs';
import { CONNECTIONS, DURATION_SECONDS, WARMUP_SECONDS, childProcesses, freePort, waitFor } from './bench-servers.mjs';
import { fillProposals, PROPOSALS, signedInGoldCreator } from './bench-proposal-data.mjs';

const TARGET_P99_MS = 50;
const DEADLINE_MS = 5 * (DURATION_SECONDS + WARMUP_SECONDS) * 1000 + 300_000;
const WIDTH = 34;
// The first page as the web app's list asks for it (proposalsInfiniteQueryOptions, no filter):
// the defaults spelled out, snake_case on the wire.
const FIRST_PAGE = JSON.stringify({ sort: 'newest', page: 1, page_size: 12 });

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dist = (path) => new URL(`../dist/${path}`, import.meta.url).href;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { start, stopAll } = childProcesses(apiDir);
const cleanups = [];

const finish = boundedRun(DEADLINE_MS, async () => {
  await stopAll();
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(`bench: cleanup: ${error.message}`));
});

/** One POST as the load sends it: status, encoding, bytes on the wire, and the decoded body. */
function probe(url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'] ?? 'identity',
          wire: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function load({ url, connections, method = 'GET', headers = {}, body }) {
  const options = { url, connections, method, headers, body, timeout: 10 };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const r = await autocannon({ ...options, duration: DURATION_SECONDS });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytesPerRequest: r.requests.total ? r.throughput.total / r.requests.total : 0,
  };
}

const format = (name, r) =>
  `${name.padEnd(WIDTH)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)}  p90 ${String(r.p90).padStart(4)}  ` +
  `p99 ${String(r.p99).padStart(4)}  max ${String(r.max).padStart(5)} ms  non-2xx ${r.non2xx}  errors ${r.errors}`;

/**
 * The list's statements exactly as the app sends them (an in-process app over a logging drizzle,
 * the same JWT secret), each under EXPLAIN (ANALYZE, BUFFERS), run twice so the second is warm.
 */
async function explainList(url, jwtSecret, token, modules) {
  const [{ drizzle }, { createApp }, { MemoryRateLimiter }] = await Promise.all([
    import('drizzle-orm/postgres-js'),
    import(dist('app.js')),
    import(dist('rate-limit/memory-rate-limiter.js')),
  ]);
  const client = postgres(url, { max: 2, onnotice: () => undefined });
  try {
    const statements = [];
    const db = drizzle({ client, schema: modules.schema, logger: { logQuery: (query, params) => statements.push({ query, params }) } });
    const app = createApp({ db, clock: { now: () => new Date() }, rateLimiter: new MemoryRateLimiter(), jwtSecret });
    const response = await app.request('/v3/proposal/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: FIRST_PAGE,
    });
    if (response.status !== 200) throw new Error(`in-process list answered ${response.status}`);
    console.log(`\nbench: the request ran ${statements.length} statements`);
    for (const { query, params } of statements) {
      console.log(`\n-- ${query}\n-- params ${JSON.stringify(params)}`);
      if (!/^\s*select/i.test(query)) continue;
      let plan;
      for (let i = 0; i < 2; i += 1) plan = await client.unsafe(`explain (analyze, buffers) ${query}`, params);
      for (const row of plan) console.log(row['QUERY PLAN']);
    }
  } finally {
    await client.end();
  }
}

try {
  if (!existsSync(join(apiDir, 'dist', 'main.js'))) throw new Error('dist/main.js is missing: run `pnpm build` first');
  const [{ openDatabase }, schema, { importCommand }, { batchesFor }, { refreshLevel }, { eq, sql }] = await Promise.all([
    import(dist('db/database.js')),
    import(dist('db/schema.js')),
    import(dist('modules/proposals/proposals.cli.js')),
    import(dist('db/batches.js')),
    import(dist('modules/account/level.js')),
    import('drizzle-orm'),
  ]);
  const modules = { schema, importCommand, batchesFor, refreshLevel, eq, sql };

  const started = performance.now();
  const databaseUrl = await freshPostgresDatabase(adminUrl, 'bench_proposals_load', cleanups);
  const handle = await openDatabase({ url: databaseUrl, poolSize: 4 });
  cleanups.push(() => handle.close());
  await handle.migrate();
  const { applications } = await fillProposals(handle.db, modules, { now: Date.now(), cleanups });

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-proposals-load-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const webDistDir = join(dataDir, 'web');
  const cpuProfDir = process.env.BENCH_CPU_PROF;
  const [helloPort, apiPort] = [await freePort(), await freePort()];
  const jwtSecret = randomBytes(32).toString('hex');
  const env = {
    ...process.env,
    PORT: String(apiPort),
    DATABASE_URL: databaseUrl,
    // The demo's providers on a database server: a benchmark, not a deployment (docs/deploy.md).
    DEMO_MODE: '1',
    DATA_DIR: join(dataDir, 'data'),
    WEB_DIST_DIR: webDistDir,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  start('api', [...(cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : []), 'dist/main.js'], env);
  await waitFor(`${apiOrigin}/v3/health`);

  const creator = await signedInGoldCreator((path, init) => fetch(`${apiOrigin}${path}`, init), handle.db, modules);
  await handle.db.execute(sql`analyze`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`bench: ${PROPOSALS} proposals and ${applications} applications in a fresh PostgreSQL database (${seconds} s)`);
  console.log(`bench: creator level ${JSON.stringify(creator.level)}; body ${FIRST_PAGE}`);

  const listUrl = `${apiOrigin}/v3/proposal/`;
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    'accept-encoding': 'br, gzip',
    authorization: `Bearer ${creator.token}`,
  };
  const first = await probe(listUrl, headers, FIRST_PAGE);
  if (first.status !== 200) throw new Error(`POST /v3/proposal/ answered ${first.status}: ${first.wire.toString().slice(0, 300)}`);
  const plain = await probe(listUrl, { ...headers, 'accept-encoding': 'identity' }, FIRST_PAGE);
  const page = JSON.parse(plain.wire.toString());
  console.log(
    `bench: the page is ${first.wire.length} bytes on the wire (${first.encoding}), ${plain.wire.length} bytes of JSON; ` +
      `${page.items.length} items of ${page.total}`,
  );

  // The reference: node:http answering the same JSON, precomputed and uncompressed.
  const helloBody = join(dataDir, 'hello.json');
  writeFileSync(helloBody, plain.wire);
  start(
    'hello',
    [
      '-e',
      `const b = require('node:fs').readFileSync(${JSON.stringify(helloBody)}); ` +
        `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => { s.setHeader('content-type', 'application/json'); s.end(b); }); })` +
        `.listen(${helloPort}, '127.0.0.1')`,
    ],
    process.env,
  );
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  await waitFor(helloUrl);

  console.log(`bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (after ${WARMUP_SECONDS} s warm-up)`);
  const helloLoad = { url: helloUrl, connections: CONNECTIONS, method: 'POST', headers, body: FIRST_PAGE };
  const listLoad = { url: listUrl, connections: CONNECTIONS, method: 'POST', headers, body: FIRST_PAGE };
  const helloBefore = await load(helloLoad);
  console.log(format('node:http, same JSON', helloBefore));
  const list = await load(listLoad);
  console.log(format(`POST /v3/proposal/ (${CONNECTIONS} conn.)`, list));
  const helloAfter = await load(helloLoad);
  console.log(format('node:http, same JSON', helloAfter));
  const single = await load({ ...listLoad, connections: 1 });
  console.log(format('POST /v3/proposal/ (1 conn.)', single));
  const hello = (helloBefore.rps + helloAfter.rps) / 2;
  console.log(`ratio ${(list.rps / hello).toFixed(3)} of the mean node:http (${hello.toFixed(0)} req/s) at ${CONNECTIONS} connections`);
  console.log(
    `bytes per response as received: list ${list.bytesPerRequest.toFixed(0)}, node:http ${helloBefore.bytesPerRequest.toFixed(0)} (with headers)`,
  );
  const withinTarget = list.p99 <= TARGET_P99_MS;
  console.log(`p99 ${list.p99} ms at ${CONNECTIONS} connections: p99 <= ${TARGET_P99_MS} ms ${withinTarget ? 'ok' : 'ABOVE TARGET'}`);

  if (process.env.BENCH_EXPLAIN === '1') await explainList(databaseUrl, jwtSecret, creator.token, modules);
  const failed = [list, single].some((r) => r.non2xx > 0 || r.errors > 0);
  if (failed) console.error('bench: the list had non-2xx answers or errors');
  await finish(failed || (process.env.BENCH_STRICT === '1' && !withinTarget) ? 1 : 0);
} catch (error) {
  console.error(
    `bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}${error?.cause ? `\ncause: ${error.cause.message ?? error.cause}` : ''}`,
  );
  await finish(1);
}
