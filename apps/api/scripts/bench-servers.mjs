// What the HTTP benchmarks share: child processes (the built API, a bare node:http hello world,
// CLI commands) that are always stopped, free ports, waiting for a server to answer, and
// autocannon load with a warm-up, printed one line per measurement.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_SECONDS = 2;

/** The bare node:http server every ratio is measured against, as `node -e` arguments. */
export const helloWorldArgs = (port) => ['-e', `require('node:http').createServer((q, s) => s.end('hello')).listen(${port}, '127.0.0.1')`];

/** A TCP port nothing listens on right now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const running = (child) => child.exitCode === null && child.signalCode === null;

/**
 * Node processes started in `cwd`: `start` a server, `run` a command to its end, `stopAll`
 * (SIGTERM, then SIGKILL after 5 s) whatever is still running. A process that exits with an
 * error prints its stderr.
 */
export function childProcesses(cwd) {
  const children = [];

  function start(name, args, env) {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
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
  }

  return { start, run, stopAll };
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000) {
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

/**
 * GET `url` at CONNECTIONS connections for DURATION_SECONDS, after WARMUP_SECONDS of the same.
 * `tokens`: one bearer token per connection, round robin (each connection keeps its own).
 */
export async function load(url, { headers = {}, tokens } = {}) {
  const options = { url, connections: CONNECTIONS, headers };
  if (tokens) {
    let next = 0;
    options.setupClient = (client) => client.setHeaders({ ...headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` });
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

/** One measurement as a line: name, req/s, p50, p99, and the failures when there were any. */
export const format = (name, r, width = 22) =>
  `${name.padEnd(width)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms` +
  (r.non2xx || r.errors ? `   (non-2xx ${r.non2xx}, errors ${r.errors})` : '');
