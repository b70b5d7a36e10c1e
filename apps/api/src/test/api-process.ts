import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// apps/api: where `pnpm dev` runs src/main.ts from.
const apiDir = fileURLToPath(new URL('../../', import.meta.url));
/** The last lines of a process's output kept for a failure's message. */
const KEPT_LINES = 200;

export interface ApiProcess {
  readonly name: string;
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** Still running. */
  readonly running: boolean;
  /** The last lines it wrote (stdout and stderr), for a failure's message. */
  output(): string;
  /** Sends `signal` and waits for the exit (SIGKILL after `graceMs`); the exit code, or the signal that ended it. */
  stop(options?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<number | NodeJS.Signals | null>;
}

const children = new Set<ChildProcess>();
// Whatever ends this test process, no API process outlives it.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** A port free on 127.0.0.1 now (the kernel's choice), for a process that will listen on it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the API from its sources as `pnpm dev` does (tsx, the workspace packages' `source`
 * condition: no build needed), with exactly `env` and `port`: nothing of the test runner's own
 * environment (a repository `.env` still fills in what `env` leaves unset). Answers once GET
 * /v3/health says 200; throws with the process's output if it exits or is not ready within
 * `readyMs`.
 */
export async function startApiProcess(options: { name: string; port: number; env: Record<string, string>; readyMs?: number }): Promise<ApiProcess> {
  const { name, port } = options;
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exit: number | NodeJS.Signals | null | undefined;
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      exit = code ?? signal;
      resolve(exit);
    });
  });
  const output = () => `--- ${name} (${origin}) ---\n${lines.join('\n')}`;

  const deadline = Date.now() + (options.readyMs ?? 60_000);
  for (;;) {
    if (exit !== undefined) throw new Error(`${name} exited (${exit}) before it was ready\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`${name} was not ready within ${options.readyMs ?? 60_000} ms\n${output()}`);
    }
    const status = await fetch(`${origin}/v3/health`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    name,
    port,
    origin,
    get running() {
      return exit === undefined;
    },
    output,
    async stop({ signal = 'SIGTERM', graceMs = 15_000 } = {}) {
      if (exit !== undefined) return exit;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
