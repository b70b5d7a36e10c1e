#!/usr/bin/env node
// The README's commands on a fresh machine that has only Node 20 and npm:
// install what is missing (pnpm, dependencies, Debian's Chromium for tests),
// then hand over to Turborepo.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

// The repository's .env (see .env.example), for every task these commands start: the test and
// bench variables too, which Turborepo passes on to the tasks that declare them. Variables set
// in the environment win over the file.
const envFile = new URL('../.env', import.meta.url);
if (existsSync(envFile)) process.loadEnvFile(envFile);

const PNPM_VERSION = '10.34.9';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  CHROMEDRIVER_SKIP_DOWNLOAD: 'true',
  TURBO_TELEMETRY_DISABLED: '1',
  CHROMIUM_PATH: CHROMIUM,
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Counts what Vitest ("Tests  12 passed | 1 failed (13)") and Playwright ("14 passed (1.2m)")
// report, so that `npm test` ends with one plain tally line.
const tally = { passed: 0, failed: 0 };
function countTests(line) {
  // eslint-disable-next-line no-control-regex
  const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
  const vitest = plain.match(/Tests\s+(?:(\d+) failed \| )?(\d+) passed/) ?? plain.match(/Tests\s+(\d+) failed/);
  if (vitest) {
    tally.failed += Number(vitest[1] ?? 0);
    tally.passed += Number(vitest[2] ?? 0);
    return;
  }
  const playwright = plain.match(/^(?:\S+:\s+)?\s*(\d+) (passed|failed)(?: \(|\s*$)/);
  if (playwright) tally[playwright[2]] += Number(playwright[1]);
}

// Turborepo's --summarize file of the run ("Summary:    /path/.turbo/runs/<id>.json").
let summaryFile;
function noteSummary(line) {
  // eslint-disable-next-line no-control-regex
  const match = line.replace(/\u001b\[[0-9;]*m/g, '').match(/^\s*Summary:\s+(\S+\.json)\s*$/);
  if (match) summaryFile = match[1];
}

/** Where the run's time went: its tasks of 10 s or more, longest first, when each started and how long it took. */
function printSlowTasks() {
  if (!summaryFile || !existsSync(summaryFile)) return;
  const tasks = JSON.parse(readFileSync(summaryFile, 'utf8')).tasks.filter((task) => task.execution);
  const first = Math.min(...tasks.map((task) => task.execution.startTime));
  const seconds = (ms) => `${Math.round(ms / 1000)} s`;
  const slow = tasks
    .map(({ taskId, execution }) => ({ taskId, start: execution.startTime - first, took: execution.endTime - execution.startTime }))
    .filter((task) => task.took >= 10_000)
    .sort((a, b) => b.took - a.took);
  console.log('\nSlowest tasks (started after the first task, took):');
  for (const task of slow) console.log(`  ${task.taskId.padEnd(24)} +${seconds(task.start).padStart(6)}  ${seconds(task.took).padStart(6)}`);
}

/** Like run(), streaming the output while counting the tests it reports. */
function runCounted(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'inherit'], env });
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach((line) => (countTests(line), noteSummary(line)));
    });
    child.on('close', (code) => {
      countTests(pending);
      noteSummary(pending);
      resolve(code ?? 1);
    });
  });
}

function pnpmCommand() {
  try {
    const version = execFileSync('pnpm', ['--version'], { env, encoding: 'utf8' }).trim();
    if (version === PNPM_VERSION) return ['pnpm'];
  } catch {
    // not installed yet
  }
  console.log(`Installing pnpm ${PNPM_VERSION}...`);
  const global = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit', env });
  if (global.status === 0) return ['pnpm'];
  // No permission for a global install: run the pinned version through npx.
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser tests...");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const [pnpm, ...pnpmArgs] = pnpmCommand();
const pn = (...args) => run(pnpm, [...pnpmArgs, ...args]);
const turbo = (...args) => pn('exec', 'turbo', 'run', ...args);

const command = process.argv[2];
pn('install', '--frozen-lockfile', '--prefer-offline');

switch (command) {
  case 'start':
    turbo('build', '--filter=@ma/api', '--filter=@ma/web', '--filter=@ma/backoffice', '--filter=@ma/brands', '--output-logs=errors-only');
    pn('--filter', '@ma/api', 'start');
    break;
  case 'dev':
    turbo('dev', '--filter=@ma/api', '--filter=@ma/web', '--filter=@ma/backoffice', '--filter=@ma/brands');
    break;
  case 'test': {
    ensureChromium();
    // Cached tasks replay their logs (full), so the tally counts every test of the run.
    // The browser tests run after the rest, alone: beside the API's tests on two cores their
    // 30 s flows timed out (a first CI run with them in one graph lost one that way).
    const turboArgs = [...pnpmArgs, 'exec', 'turbo', 'run'];
    let code = await runCounted(pnpm, [...turboArgs, 'build', 'lint', 'typecheck', 'test', '--output-logs=full', '--concurrency=2', '--summarize']);
    printSlowTasks();
    if (code === 0) {
      // One browser suite at a time (the creator app's, the back office's, the brands'), for the same reason.
      code = await runCounted(pnpm, [...turboArgs, 'e2e', '--output-logs=full', '--concurrency=1', '--summarize']);
      printSlowTasks();
    }
    console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
    process.exit(code);
  }
  case 'bench':
    turbo('bench', '--output-logs=full', '--concurrency=1');
    break;
  default:
    console.error('usage: node scripts/run.mjs start|dev|test|bench');
    process.exit(2);
}
