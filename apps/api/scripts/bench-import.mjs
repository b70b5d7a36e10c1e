#!/usr/bin/env node
// proposals:import at an agency's volume: 100,000 records in one file, through the real CLI
// (node dist/cli.js, a process of its own), into a fresh database: PostgreSQL when
// BENCH_DATABASE_URL is set (a new database on that server, dropped at the end), PGlite in a
// temporary folder otherwise. Prints the records, the wall time, the CLI's own figure and the
// process's peak memory (VmHWM, polled from /proc). Target on PostgreSQL: under 60 s.
// BENCH_IMPORT_RECORDS changes the count. Run `pnpm build` first; bounded in time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiDir, benchRun, freshBenchDatabase, requireBuild } from './bench-lifecycle.mjs';
import { writeProposalsFile } from './proposal-records.mjs';

const RECORDS = Number(process.env.BENCH_IMPORT_RECORDS ?? 100_000);
const TARGET_SECONDS = 60;
const DEADLINE_MS = 10 * 60_000;
const { finish, cleanups } = benchRun(DEADLINE_MS);

/** Runs the CLI with `env`, returning its output and the peak resident memory it reached, in MB. */
function cli(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/cli.js', ...args], {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let peakKb = 0;
    const readPeak = () => {
      try {
        const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (match) peakKb = Math.max(peakKb, Number(match[1]));
      } catch {
        // the process has just exited
      }
    };
    const poll = setInterval(readPeak, 100);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(poll);
      if (code === 0) resolve({ output, peakMb: peakKb / 1024 });
      else reject(new Error(`proposals:import exited with ${code}:\n${output}`));
    });
  });
}

try {
  requireBuild('cli.js');
  const folder = mkdtempSync(join(tmpdir(), 'bench-import-'));
  cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
  const database = await freshBenchDatabase('bench_import', cleanups);
  const env = database.url ? { DATABASE_URL: database.url } : { DATABASE_URL: '', DATA_DIR: database.dataDir };
  // The niches the records use, as on a real deployment (`migrate` adds them).
  await cli(['migrate'], { ...env, LOG_LEVEL: 'warn' });
  const file = join(folder, 'proposals.json');
  await writeProposalsFile(file, RECORDS, Date.now());
  const started = performance.now();
  const { output, peakMb } = await cli(['proposals:import', file], env);
  const seconds = (performance.now() - started) / 1000;
  const summary = output.split('\n').find((line) => line.includes('importada(s)')) ?? output.trim();
  console.log(
    `proposals:import of ${RECORDS.toLocaleString('en')} records (${database.engine}): ${seconds.toFixed(1)} s wall, peak memory ${peakMb.toFixed(0)} MB`,
  );
  console.log(`  the CLI said: ${summary}`);
  if (database.url) console.log(`  target under ${TARGET_SECONDS} s: ${seconds < TARGET_SECONDS ? 'met' : 'MISSED'}`);
  await finish(database.url && seconds >= TARGET_SECONDS ? 1 : 0);
} catch (error) {
  console.error(`bench: ${error.message}`);
  await finish(1);
}
