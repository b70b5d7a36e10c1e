#!/usr/bin/env node
// GET /v3/account/me under load, against a bare node:http hello world measured in the same
// run (client and servers share the machine's cores, so only the ratio means anything): with
// one account's token on every connection (the figure), then with one account per
// connection. Run `pnpm build` first. PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set
// (the demo accounts and bench-N@example.com are added to it if missing), PGlite in a temporary
// folder otherwise. BENCH_DURATION (seconds, default 10); BENCH_STRICT=1 fails the run when
// either ratio is below the target. Bounded in time; stops everything it started.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundedRun } from './bench-lifecycle.mjs';
import { CONNECTIONS, DURATION_SECONDS, WARMUP_SECONDS, childProcesses, format, freePort, helloWorldArgs, load, waitFor } from './bench-servers.mjs';

const TARGET_RATIO = 0.15;
const DEADLINE_MS = 4 * (DURATION_SECONDS + WARMUP_SECONDS) * 1000 + 120_000;

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const { start, run, stopAll } = childProcesses(apiDir);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-me-'));

/** Stops every child, then removes the temporary data. */
const finish = boundedRun(DEADLINE_MS, async () => {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

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
  // The demo on a database server needs asking for (docs/deploy.md): a benchmark, not a deployment.
  if (databaseUrl) Object.assign(env, { DATABASE_URL: databaseUrl, DEMO_MODE: '1' });
  else delete env.DATABASE_URL;

  start('hello', helloWorldArgs(helloPort), process.env);
  // A PostgreSQL database may hold other data already: make sure the demo accounts exist.
  if (databaseUrl) await run(['dist/cli.js', 'seed', '--demo'], env);
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
