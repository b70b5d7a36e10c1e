#!/usr/bin/env node
// The affiliate program under load (issue #13), against the built API as a child process over a
// fresh PostgreSQL database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// used as admin to create and drop it), with a bare node:http server in the same run (only ratios
// mean anything: client and servers share the machine's cores).
// 1. GET /r/{code} at 50 connections, as a phone's browser follows a shared link: throughput as a
//    ratio to node:http (target >= 0.5) and p99 (target <= 10 ms). Then exactly 20,000 clicks on
//    another link at 50 connections; the API is stopped (it writes the clicks still gathering as
//    it goes) and that link's clicks in the database must be all 20,000.
// 2. A creator with 10,000 commissions in one month: GET /v3/affiliate/commissions (the first
//    page, as the screen asks for it) at 50 connections, and the month's CSV at 5: their p99.
// Run `pnpm build` first. BENCH_DURATION (seconds, default 10). BENCH_STRICT=1 fails the run
// above a target; BENCH_REDIRECT_ONLY=1 measures the redirect alone. BENCH_CPU_PROF=<dir> runs the API with --cpu-prof into that folder. Bounded in time; only 127.0.0.1; stops everything it started.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { apiDir, benchRun, freshPostgresDatabase, requireBuild } from './bench-lifecycle.mjs';
import { CONNECTIONS, DURATION_SECONDS, WARMUP_SECONDS, childProcesses, freePort, helloWorldArgs, waitFor } from './bench-servers.mjs';

const TARGET_RATIO = 0.5;
const TARGET_REDIRECT_P99_MS = 10;
const COMMISSIONS = 10_000;
const CSV_CONNECTIONS = 5;
const COUNTED_CLICKS = 20_000;
const DEADLINE_MS = 8 * (DURATION_SECONDS + WARMUP_SECONDS) * 1000 + 300_000;
const WIDTH = 40;
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { start, run, stopAll } = childProcesses(apiDir);
const { finish, cleanups } = benchRun(DEADLINE_MS, stopAll);

/** Load with a warm-up; every answer's status class is counted (a redirect is a 3xx). */
async function load(url, { connections = CONNECTIONS, headers = {} } = {}) {
  const options = { url, connections, headers, timeout: 10 };
  const warm = await autocannon({ ...options, duration: WARMUP_SECONDS });
  const r = await autocannon({ ...options, duration: DURATION_SECONDS });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    ok: r['2xx'],
    failures: r['4xx'] + r['5xx'] + r.errors + r.timeouts + warm['4xx'] + warm['5xx'] + warm.errors + warm.timeouts,
  };
}

const format = (name, r) =>
  `${name.padEnd(WIDTH)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)}  p99 ${String(r.p99).padStart(4)}  max ${String(r.max).padStart(5)} ms` +
  (r.failures ? `  failures ${r.failures}` : '');

try {
  requireBuild('main.js');
  const databaseUrl = await freshPostgresDatabase(adminUrl, 'bench_affiliate', cleanups);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-affiliate-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const [helloPort, apiPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    PORT: String(apiPort),
    DATABASE_URL: databaseUrl,
    // The demo's providers on a database server: a benchmark, not a deployment (docs/deploy.md).
    DEMO_MODE: '1',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  delete env.WEB_DIST_DIR;
  await run(['dist/cli.js', 'migrate'], env);
  const cpuProfDir = process.env.BENCH_CPU_PROF;
  const api = start('api', [...(cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : []), 'dist/main.js'], env);
  start('hello', helloWorldArgs(helloPort), process.env);
  const origin = `http://127.0.0.1:${apiPort}`;
  await Promise.all([waitFor(`${origin}/v3/health`), waitFor(`http://127.0.0.1:${helloPort}/`)]);

  // A creator, registered, with a link and 10,000 commissions in March 2026.
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => undefined });
  cleanups.push(() => sql.end());
  const account = await (
    await fetch(`${origin}/v3/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana Bench', email: `bench.${Date.now()}@example.com`, password: 'senha-segura-123' }),
    })
  ).json();
  const token = account.access_token;
  const auth = { authorization: `Bearer ${token}` };
  await sql`insert into affiliate_brands (id, name, commission_rate_bp, domain, homepage_url, webhook_secret)
            values ('bench', 'Marca Bench', 1250, 'loja.example.com', 'https://loja.example.com/', ${'x'.repeat(40)})`;
  const registered = await fetch(`${origin}/v3/affiliate/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({
      full_name: 'Ana Bench',
      document: '529.982.247-25',
      phone: '71987654321',
      pix_key_type: 'email',
      pix_key: 'ana@example.com',
      accept_terms: true,
    }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const newLink = async () =>
    (
      await fetch(`${origin}/v3/affiliate/links`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ brand_id: 'bench' }),
      })
    ).json();
  const [link, counted] = [await newLink(), await newLink()];
  const [{ id: userId }] = await sql`select user_id as id from affiliate_links where code = ${link.code}`;
  const started = performance.now();
  await sql`insert into affiliate_commissions (brand_id, order_id, user_id, link_id, order_cents, rate_bp, commission_cents, status, ordered_at, approves_at)
    select 'bench', 'P' || n, ${userId}, ${link.id}, 1000 + n, 1250, ((1000 + n) * 1250 + 5000) / 10000,
           (array['pending', 'approved', 'paid', 'canceled'])[1 + n % 4]::commission_status,
           timestamptz '2026-03-01 03:00:00+00' + (n * interval '4 minutes'), timestamptz '2026-04-01 03:00:00+00'
    from generate_series(1, ${COMMISSIONS}) as n`;
  // As autovacuum would have left it: the visibility map lets the totals read the index alone.
  await sql`vacuum analyze affiliate_commissions`;
  console.log(`bench: ${COMMISSIONS} commissions of one creator in March 2026 (${((performance.now() - started) / 1000).toFixed(1)} s); PostgreSQL`);
  console.log(`bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (after ${WARMUP_SECONDS} s warm-up)`);

  const hello = `http://127.0.0.1:${helloPort}/`;
  const helloBefore = await load(hello);
  console.log(format('node:http hello world', helloBefore));
  const redirect = await load(`${origin}/r/${link.code}`, { headers: { 'user-agent': BROWSER, accept: 'text/html' } });
  console.log(format(`GET /r/{code} (302)`, redirect));
  const helloAfter = await load(hello);
  console.log(format('node:http hello world', helloAfter));
  const ratio = redirect.rps / ((helloBefore.rps + helloAfter.rps) / 2);

  // BENCH_REDIRECT_ONLY=1 leaves the month out (a profile of the redirect alone).
  const skip = { rps: 0, p50: 0, p99: 0, max: 0, ok: 1, failures: 0 };
  const redirectOnly = process.env.BENCH_REDIRECT_ONLY === '1';
  const month = `${origin}/v3/affiliate/commissions?month=3&year=2026`;
  const page = redirectOnly ? skip : await load(month, { headers: { ...auth, 'accept-encoding': 'br, gzip' } });
  console.log(format('GET /v3/affiliate/commissions (page 1)', page));
  const pageAlone = redirectOnly ? skip : await load(month, { connections: 1, headers: { ...auth, 'accept-encoding': 'br, gzip' } });
  console.log(format('GET /v3/affiliate/commissions (1 conn.)', pageAlone));
  const csv = redirectOnly
    ? skip
    : await load(`${origin}/v3/affiliate/commissions.csv?month=3&year=2026`, { connections: CSV_CONNECTIONS, headers: auth });
  console.log(format(`GET …/commissions.csv (${CSV_CONNECTIONS} conn.)`, csv));
  const csvBytes = (await (await fetch(`${origin}/v3/affiliate/commissions.csv?month=3&year=2026`, { headers: auth })).arrayBuffer()).byteLength;

  // Exactly COUNTED_CLICKS clicks; stopping the API writes those still gathering.
  const burst = await autocannon({
    url: `${origin}/r/${counted.code}`,
    connections: CONNECTIONS,
    amount: COUNTED_CLICKS,
    headers: { 'user-agent': BROWSER },
  });
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  const [{ clicks }] = await sql`select coalesce(sum(clicks), 0)::int as clicks from affiliate_clicks where link_id = ${counted.id}`;
  const allRecorded = burst['3xx'] === COUNTED_CLICKS && clicks === COUNTED_CLICKS;

  console.log(
    `ratio ${ratio.toFixed(3)} of the mean node:http at ${CONNECTIONS} connections (target >= ${TARGET_RATIO}): ${ratio >= TARGET_RATIO ? 'ok' : 'BELOW TARGET'}`,
  );
  console.log(
    `redirect p99 ${redirect.p99} ms (target <= ${TARGET_REDIRECT_P99_MS} ms): ${redirect.p99 <= TARGET_REDIRECT_P99_MS ? 'ok' : 'ABOVE TARGET'}`,
  );
  console.log(
    `clicks: ${burst['3xx']} of ${COUNTED_CLICKS} redirects answered, ${clicks} clicks in the database after the flush: ${allRecorded ? 'all recorded' : 'MISSING CLICKS'}`,
  );
  console.log(
    `commissions month: page p99 ${page.p99} ms at ${CONNECTIONS} connections, ${pageAlone.p99} ms at 1; CSV (${csvBytes} bytes, ${COMMISSIONS} rows) p99 ${csv.p99} ms at ${CSV_CONNECTIONS}`,
  );
  const failed = !allRecorded || [redirect, page, pageAlone, csv].some((r) => r.failures > 0) || page.ok === 0 || csv.ok === 0;
  const withinTargets = ratio >= TARGET_RATIO && redirect.p99 <= TARGET_REDIRECT_P99_MS;
  if (failed) console.error('bench: failed answers or clicks missing');
  await finish(failed || (process.env.BENCH_STRICT === '1' && !withinTargets) ? 1 : 0);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await finish(1);
}
