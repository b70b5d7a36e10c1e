// What every benchmark script needs: the API's build, a bounded run that always cleans up after
// itself, and a fresh database of its own (PostgreSQL when it measures on a server, else PGlite).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

/** The API package's folder: the benchmarks run its build (`pnpm build` writes dist/). */
export const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** The URL of `path` in the API's build, to import it. */
export const dist = (path) => new URL(`../dist/${path}`, import.meta.url).href;

/** Throws, saying to build first, unless the API's build has each of `paths` (under dist/). */
export function requireBuild(...paths) {
  for (const path of paths) {
    if (!existsSync(join(apiDir, 'dist', path))) throw new Error(`dist/${path} is missing: run \`pnpm build\` first`);
  }
}

/**
 * Calls `cleanup` then exits: with `code` when `finish(code)` is called, with 1 once
 * `deadlineMs` has passed, with 130 on SIGINT or SIGTERM. Returns `finish`. `tool` starts the
 * line that says the deadline passed.
 */
export function boundedRun(deadlineMs, cleanup, tool = 'bench') {
  async function finish(code) {
    await cleanup();
    process.exit(code);
  }
  const deadline = setTimeout(() => {
    console.error(`${tool}: gave up after ${deadlineMs / 1000} s`);
    void finish(1);
  }, deadlineMs);
  deadline.unref();
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void finish(130));
  return finish;
}

/**
 * `boundedRun` for a benchmark: what the run must undo (a database to drop, a folder to remove,
 * a connection to close) is pushed onto `cleanups` as it is made, and undone the last first,
 * after `stop` (its servers); a cleanup that fails is told and the others still run. Returns
 * `finish` and `cleanups`.
 */
export function benchRun(deadlineMs, stop = async () => undefined) {
  const cleanups = [];
  const finish = boundedRun(deadlineMs, async () => {
    await stop();
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(`bench: cleanup: ${error.message}`));
  });
  return { finish, cleanups };
}

/** Runs one statement (create/drop database) on its own short-lived connection to the server. */
async function adminStatement(adminUrl, statement) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database on the server of `adminUrl`, named after `prefix`; its URL. The drop is
 * pushed onto `cleanups`, so it goes whatever the run's outcome.
 */
export async function freshPostgresDatabase(adminUrl, prefix, cleanups) {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminStatement(adminUrl, `create database "${name}"`);
  cleanups.push(() => adminStatement(adminUrl, `drop database if exists "${name}" with (force)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A benchmark's fresh database: on the server of BENCH_DATABASE_URL when it is set (`url`, a new
 * database from freshPostgresDatabase), else PGlite's (`dataDir`, a new temporary folder named
 * after `prefix`). Its removal is pushed onto `cleanups`; `engine` names it for the report.
 */
export async function freshBenchDatabase(prefix, cleanups) {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) return { engine: 'PostgreSQL', url: await freshPostgresDatabase(adminUrl, prefix, cleanups) };
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return { engine: 'PGlite', dataDir };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Latency of one request sent again and again, one at a time: `send()` answers `{ ms, ... }`;
 * `warmup` sends first, unmeasured, then `requests` measured. p50, p99 and mean in ms, with the
 * rest of the last answer.
 */
export async function sequentialLatency(send, { warmup, requests }) {
  for (let i = 0; i < warmup; i += 1) await send();
  const samples = [];
  let last;
  for (let i = 0; i < requests; i += 1) {
    last = await send();
    samples.push(last.ms);
  }
  samples.sort((a, b) => a - b);
  const { ms: _ms, ...rest } = last;
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), mean: samples.reduce((a, b) => a + b, 0) / samples.length, ...rest };
}
