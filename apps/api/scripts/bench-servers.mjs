// What the HTTP benchmarks share: child processes (the built API, a bare node:http hello world,
// CLI commands) that are always stopped, free ports, waiting for a server to answer, and
// autocannon load with a warm-up, with the CPU time each answer cost.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
 * error prints its stderr, on a line that `tool` starts.
 */
export function childProcesses(cwd, tool = 'bench') {
  const children = [];

  function start(name, args, env) {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      if (code) console.error(`${tool}: ${name} exited with ${code}\n${stderr}`);
    });
    child.on('error', (error) => console.error(`${tool}: ${name}: ${error.message}`));
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

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`, or at once when `child` (its server's process, if given) has exited. */
export async function waitFor(url, timeoutMs = 60_000, child = undefined) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    // A server that has died answers never: say so at once.
    if (child && child.exitCode !== null) throw new Error(`${url}: its server exited with ${child.exitCode}`);
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

/** CPU time (user + system) the processes `pids` have used so far, in ms (Linux /proc, 100 ticks a second). */
export function cpuMs(pids) {
  let sum = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      sum += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return Number.NaN;
    }
  }
  return sum;
}

const clientCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * autocannon keeps each answer's body as a string (`body += chunk`, decoding the bytes as
 * UTF-8): for an 8 KB brotli page that cost the client more CPU than the server spent on the
 * answer, on the cores they share. No benchmark reads a body under load (each checks one
 * answer before), so each connection drops them; bytes and statuses are still counted.
 */
const dropBodies = (client) => {
  client.pipelinedRequests.addBody = () => undefined;
};

/**
 * `url` at CONNECTIONS connections for DURATION_SECONDS, after WARMUP_SECONDS of the same. An
 * answer of `okStatus`'s class (2xx; 3xx for a redirect) is served, any other or an error is a
 * failure. `tokens`: one bearer token per connection, round robin (each connection keeps its
 * own). `cpu` ({name: pids}): the CPU time those processes spent per served answer is measured
 * too, and the client's (this process). `warmUpOnly`: the warm-up alone, nothing measured.
 */
export async function load(url, { method = 'GET', headers = {}, body, okStatus = 200, tokens, cpu = {}, warmUpOnly = false } = {}) {
  const options = { url, connections: CONNECTIONS, method, headers, body, timeout: 10 };
  let next = 0;
  options.setupClient = (client) => {
    dropBodies(client);
    if (tokens) client.setHeaders({ ...headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` });
  };
  const okClass = `${String(okStatus)[0]}xx`;
  const failures = (r) => ['1xx', '2xx', '3xx', '4xx', '5xx'].reduce((sum, name) => sum + (r[name] ?? 0), 0) - r[okClass] + r.errors + r.timeouts;
  const warm = await autocannon({ ...options, duration: WARMUP_SECONDS });
  if (warmUpOnly) return undefined;
  const before = Object.entries(cpu).map(([name, pids]) => [name, pids, cpuMs(pids)]);
  const clientBefore = clientCpuMs();
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  const served = result[okClass];
  const cpuPerAnswer = Object.fromEntries(before.map(([name, pids, ms]) => [name, (cpuMs(pids) - ms) / served]));
  cpuPerAnswer.client = (clientCpuMs() - clientBefore) / served;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: failures(result) + failures(warm),
    cpuPerAnswer,
  };
}
