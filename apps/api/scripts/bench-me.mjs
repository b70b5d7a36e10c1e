#!/usr/bin/env node
// GET /v3/account/me under load, against a bare node:http hello world measured in the same
// run (client and servers share the machine's cores, so only the ratio means anything): with
// one account's token on every connection (the figure), then with one account per
// connection. Run `pnpm build` first. PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set
// (the demo accounts and bench-N@example.com are added to it if missing), PGlite in a temporary
// folder otherwise. BENCH_DURATION (seconds, default 10); BENCH_STRICT=1 fails the run when
// either ratio is below the target. Bounded in time; stops everything it started.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { boundedRun } from './bench-lifecycle.mjs';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 2;
const TARGET_RATIO = 0.15;
const DEADLINE_MS = 4 * (DURATION_SECONDS + WARMUP_SECONDS) * 1000 + 120_000;

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const children = [];
const dataDir = mkdtempSync(join(tmpdir(), 'bench-me-'));

const running = (child) => child.exitCode === null && child.signalCode === null;

/** Stops every child (SIGTERM, then SIGKILL after 5 s), then removes the temporary data. */
async function stopAll() {
  await Promise.all(
    children.filter(running).map(
      (child) =>
        new Promise((resolve) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
}

const finish = boundedRun(DEADLINE_MS, stopAll);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function start(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: apiDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.on('exit', (code) => {
    if (code) console.error(`bench: ${name} exited with ${code}\n${stderr}`);
  });
  child.on('error', (error) => console.error(`bench: ${name}: ${error.message}`));
  children.push(child);
  return child;
}

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = start('cli', args, env);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** `tokens`: one per connection, round robin (each connection keeps its own). */
async function load(url, { headers = {}, tokens } = {}) {
  const options = { url, connections: CONNECTIONS, headers };
  if (tokens) {
    let next = 0;
    options.setupClient = (client) => client.setHeaders({ authorization: `Bearer ${tokens[next++ % tokens.length]}` });
  }
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const format = (name, r) =>
  `${name.padEnd(22)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms` +
  (r.non2xx || r.errors ? `   (non-2xx ${r.non2xx}, errors ${r.errors})` : '');

try {
  if (!existsSync(join(apiDir, 'dist', 'main.js'))) throw new Error('dist/main.js is missing: run `pnpm build` first');
  const [helloPort, apiPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;

  start('hello', ['-e', `require('node:http').createServer((q, s) => s.end('hello')).listen(${helloPort}, '127.0.0.1')`], process.env);
  // A PostgreSQL database may hold other data already: make sure the demo accounts exist.
  if (databaseUrl) await run(['dist/cli.js', 'seed'], env);
  start('api', ['dist/main.js'], env);

  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  await Promise.all([waitFor(`http://127.0.0.1:${helloPort}/`), waitFor(`${apiOrigin}/v3/health`)]);
  /** The access token of a fresh sign-up, or of a sign-in where the account exists (409). */
  const post = async (path, body, { orElse } = {}) => {
    const response = await fetch(`${apiOrigin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status === 409 && orElse) return orElse();
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()).access_token;
  };
  const signIn = (email, password) => post('/v3/account/auth', { email, password });
  const token = await signIn('ouro@example.com', 'demo12345');
  // A creator has one request in flight at most: the realistic load is many accounts at once.
  // The same addresses every run, so that a PostgreSQL database gains them only once.
  const tokens = [];
  for (let index = 0; index < CONNECTIONS; index += 1) {
    const account = { name: `Bench ${index}`, email: `bench-${index}@example.com`, password: 'bench-password' };
    tokens.push(await post('/v3/account/register', account, { orElse: () => signIn(account.email, account.password) }));
  }

  console.log(
    `bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (after ${WARMUP_SECONDS} s warm-up); database ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
  );
  // The reference is measured before and after the API and averaged: the machine drifts.
  const helloBefore = await load(`http://127.0.0.1:${helloPort}/`);
  console.log(format('node:http hello world', helloBefore));
  const me = await load(`${apiOrigin}/v3/account/me`, { headers: { authorization: `Bearer ${token}` } });
  console.log(format('GET /v3/account/me', me));
  const meMany = await load(`${apiOrigin}/v3/account/me`, { tokens });
  console.log(format(`  ${CONNECTIONS} accounts at once`, meMany));
  const helloAfter = await load(`http://127.0.0.1:${helloPort}/`);
  console.log(format('node:http hello world', helloAfter));
  const hello = (helloBefore.requestsPerSecond + helloAfter.requestsPerSecond) / 2;
  const ratios = [me, meMany].map((result) => result.requestsPerSecond / hello);
  for (const [name, ratio] of [
    ['one account', ratios[0]],
    [`${CONNECTIONS} accounts`, ratios[1]],
  ]) {
    console.log(
      `ratio ${ratio.toFixed(3)} of the mean hello world, ${name} (target >= ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'ok' : 'BELOW TARGET'}`,
    );
  }
  // Failed requests always fail the run; a ratio below target only with BENCH_STRICT=1, as it
  // moves with whatever else the machine is doing.
  const failed = [me, meMany].some((result) => result.non2xx > 0 || result.errors > 0);
  if (failed) console.error(`bench: GET /v3/account/me had non-2xx answers or errors`);
  await finish(failed || (process.env.BENCH_STRICT === '1' && Math.min(...ratios) < TARGET_RATIO) ? 1 : 0);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  await finish(1);
}
