#!/usr/bin/env node
// The public media kit page under load: GET /ouro (the demo kit, rendered on the server and
// compressed per request, its visit counted in the background: one INSERT ... ON CONFLICT DO
// NOTHING per request) as a browser asks for it, then GET /v3/media-kit/public/ouro (the same
// kit as JSON), against a bare node:http hello world measured before and after in the same run
// (client and servers share the machine's cores, so only the ratio means anything). Run
// `pnpm build` first (the API and the web app). A fresh database of its own: PostgreSQL when
// BENCH_DATABASE_URL is set (a new database on that server, migrated and seeded, dropped at the
// end), PGlite in a temporary folder otherwise. Target: p99 of the page <= 20 ms. Non-2xx
// answers or errors fail the run; BENCH_STRICT=1 also fails it above the target.
// BENCH_DURATION (seconds, default 10). The API gets this process's environment: React renders
// with its development build unless NODE_ENV=production. Bounded in time; stops everything it
// started.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundedRun, freshPostgresDatabase } from './bench-lifecycle.mjs';
import { CONNECTIONS, DURATION_SECONDS, WARMUP_SECONDS, childProcesses, format, freePort, helloWorldArgs, load, waitFor } from './bench-servers.mjs';

const USERNAME = 'ouro';
const TARGET_P99_MS = 20;
const DEADLINE_MS = 4 * (DURATION_SECONDS + WARMUP_SECONDS) * 1000 + 180_000;
const WIDTH = 30;

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL;
const { start, run, stopAll } = childProcesses(apiDir);
const cleanups = [];

const finish = boundedRun(DEADLINE_MS, async () => {
  await stopAll();
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(`bench: cleanup: ${error.message}`));
});

// A visitor's browser: counted as a view (not a bot), and offered compressed answers.
const browser = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'accept-encoding': 'gzip, br',
};
const pageHeaders = { ...browser, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const jsonHeaders = { ...browser, accept: 'application/json' };

/** One GET as the load sends it: status, content type and encoding, and the bytes on the wire. */
function probe(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          type: response.headers['content-type'] ?? '',
          encoding: response.headers['content-encoding'] ?? 'identity',
          bytes,
        }),
      );
    }).on('error', reject);
  });
}

try {
  for (const file of [
    join(apiDir, 'dist', 'main.js'),
    join(webDistDir, 'public-manifest.json'),
    join(webDistDir, '..', 'dist-ssr', 'entry-server.js'),
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-kit-page-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const [helloPort, apiPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (adminUrl) {
    env.DATABASE_URL = await freshPostgresDatabase(adminUrl, 'bench_kit_page', cleanups);
    // The demo on a database server needs asking for (docs/deploy.md): a benchmark, not a deployment.
    env.DEMO_MODE = '1';
    await run(['dist/cli.js', 'seed', '--demo'], env);
  }
  // On PGlite the API migrates and seeds its database itself (the demo's first run).
  start('hello', helloWorldArgs(helloPort), process.env);
  start('api', ['dist/main.js'], env);

  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  await Promise.all([waitFor(`http://127.0.0.1:${helloPort}/`), waitFor(`${apiOrigin}/v3/health`)]);
  const pageUrl = `${apiOrigin}/${USERNAME}`;
  const jsonUrl = `${apiOrigin}/v3/media-kit/public/${USERNAME}`;
  const page = await probe(pageUrl, pageHeaders);
  if (page.status !== 200 || !page.type.startsWith('text/html')) {
    throw new Error(`GET /${USERNAME} answered ${page.status} ${page.type}: is the web app built with its public pages?`);
  }
  const json = await probe(jsonUrl, jsonHeaders);
  if (json.status !== 200) throw new Error(`GET /v3/media-kit/public/${USERNAME} answered ${json.status}`);

  console.log(
    `bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (after ${WARMUP_SECONDS} s warm-up); database ${adminUrl ? 'PostgreSQL' : 'PGlite'}; NODE_ENV ${process.env.NODE_ENV ?? 'unset'}`,
  );
  console.log(`bench: /${USERNAME} is ${page.bytes} bytes (${page.encoding}); the JSON ${json.bytes} bytes (${json.encoding})`);
  // The reference is measured before and after the API and averaged: the machine drifts.
  const helloBefore = await load(`http://127.0.0.1:${helloPort}/`);
  console.log(format('node:http hello world', helloBefore, WIDTH));
  const html = await load(pageUrl, { headers: pageHeaders });
  console.log(format(`GET /${USERNAME} (HTML)`, html, WIDTH));
  const data = await load(jsonUrl, { headers: jsonHeaders });
  console.log(format(`GET /v3/media-kit/public/${USERNAME}`, data, WIDTH));
  const helloAfter = await load(`http://127.0.0.1:${helloPort}/`);
  console.log(format('node:http hello world', helloAfter, WIDTH));
  const hello = (helloBefore.requestsPerSecond + helloAfter.requestsPerSecond) / 2;
  for (const [name, result] of [
    [`/${USERNAME}`, html],
    ['JSON', data],
  ]) {
    console.log(`ratio ${(result.requestsPerSecond / hello).toFixed(3)} of the mean hello world, ${name}`);
  }
  const withinTarget = html.p99 <= TARGET_P99_MS;
  console.log(`/${USERNAME} p99 ${html.p99} ms: p99 <= ${TARGET_P99_MS} ms ${withinTarget ? 'ok' : 'ABOVE TARGET'}`);
  // Failed requests always fail the run; the latency target only with BENCH_STRICT=1, as it
  // moves with whatever else the machine is doing.
  const failed = [html, data].some((result) => result.non2xx > 0 || result.errors > 0);
  if (failed) console.error('bench: the kit page or its JSON had non-2xx answers or errors');
  await finish(failed || (process.env.BENCH_STRICT === '1' && !withinTarget) ? 1 : 0);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  await finish(1);
}
