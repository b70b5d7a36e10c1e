#!/usr/bin/env node
// The proposals list (POST /v3/proposal/) with 10,000 proposals in the database: p50 and p99
// latency of the filtered first page, for a few filter combinations, as a signed-in gold
// creator. Run `pnpm build` first. A fresh database of its own: PostgreSQL when
// BENCH_DATABASE_URL is set (a new database on that server, dropped at the end), PGlite in a
// temporary folder otherwise. Requests go through the whole app in process (routing, auth,
// validation, SQL, serialisation), one at a time, so the figures are the server's latency
// without HTTP or client noise. BENCH_REQUESTS (default 200) per combination; bounded in time.
import { randomBytes } from 'node:crypto';
import { benchRun, dist, freshBenchDatabase, requireBuild, sequentialLatency } from './bench-lifecycle.mjs';
import { fillProposals, PROPOSALS, signedInGoldCreator } from './bench-proposal-data.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const DEADLINE_MS = 10 * 60_000;
const { finish, cleanups } = benchRun(DEADLINE_MS);

async function openFreshDatabase({ openDatabase }) {
  const database = await freshBenchDatabase('bench_proposals', cleanups);
  const handle = await openDatabase(database.url ? { url: database.url, poolSize: 4 } : { dataDir: database.dataDir });
  cleanups.push(() => handle.close());
  return { handle, engine: database.engine };
}

const scenarios = [
  ['newest, no filter', {}],
  ['text search "verao"', { q: 'verao' }],
  [
    '2 niches + cache + min R$ 1.000, by value',
    { categories: ['Beleza', 'Moda'], partnership_types: ['cache'], min_value: 1000, sort: 'highest_value' },
  ],
  ['only eligible, closing soon', { only_eligible: true, sort: 'closing_soon' }],
  ['all filters at once', { q: 'campanha', categories: ['Beleza', 'Moda', 'Lifestyle'], min_value: 500, max_value: 8000, only_eligible: true }],
  ['page 20 of newest', { page: 20 }],
];

async function measure(app, token, filters) {
  const send = async () => {
    const started = performance.now();
    const response = await app.request('/v3/proposal/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ page_size: 12, ...filters }),
    });
    const body = await response.json();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms, total: body.total, items: body.items.length };
  };
  return sequentialLatency(send, { warmup: WARMUP, requests: REQUESTS });
}

try {
  requireBuild('app.js');
  const [{ openDatabase }, { createApp }, schema, { importCommand }, { batchesFor }, { refreshLevel }, { MemoryRateLimiter }, { eq, sql }] =
    await Promise.all([
      import(dist('db/database.js')),
      import(dist('app.js')),
      import(dist('db/schema.js')),
      import(dist('modules/proposals/proposals.cli.js')),
      import(dist('db/batches.js')),
      import(dist('modules/account/level.js')),
      import(dist('rate-limit/memory-rate-limiter.js')),
      import('drizzle-orm'),
    ]);
  const { appEvents, prepareDatabase } = await import(dist('modules/index.js'));
  const modules = { schema, importCommand, batchesFor, refreshLevel, appEvents, eq, sql };
  const now = Date.now();
  const started = performance.now();
  const { handle, engine } = await openFreshDatabase({ openDatabase });
  // As the API and the CLI start: the migrations and the job queues too (a level reached queues its
  // notification's mail in the same transaction, and pgboss.job must exist by then).
  await prepareDatabase(handle);
  const { applications } = await fillProposals(handle.db, modules, { now, cleanups, out: (line) => console.log(`bench: import: ${line}`) });
  await handle.db.execute(sql`analyze`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`bench: ${PROPOSALS} proposals and ${applications} applications in a fresh ${engine} database (${seconds} s)`);

  const app = createApp({
    db: handle.db,
    clock: { now: () => new Date() },
    rateLimiter: new MemoryRateLimiter(),
    jwtSecret: randomBytes(32).toString('hex'),
  });
  const creator = await signedInGoldCreator((path, init) => app.request(path, init), handle.db, modules);
  console.log(`POST /v3/proposal/ as a gold creator, first page of 12, ${REQUESTS} sequential requests each (after ${WARMUP} warm-up), in process`);
  console.log(`${'filters'.padEnd(44)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'mean'.padStart(8)}   matching`);
  for (const [name, filters] of scenarios) {
    const result = await measure(app, creator.token, filters);
    const ms = (value) => `${value.toFixed(1)} ms`.padStart(8);
    console.log(
      `${name.padEnd(44)} ${ms(result.p50)} ${ms(result.p99)} ${ms(result.mean)}   ${String(result.total).padStart(5)} (${result.items} on the page)`,
    );
  }
  await finish(0);
} catch (error) {
  // A failed query's own message (a missing table, say) is its cause: drizzle's names only the SQL.
  const cause = error instanceof Error && error.cause instanceof Error ? `\ncaused by: ${error.cause.message}` : '';
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}${cause}`);
  await finish(1);
}
