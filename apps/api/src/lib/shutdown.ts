import type { Platform } from './types.ts';

/** How long requests in flight, then background work, may take once the process is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** What the process stops, in this order (main.ts wires it to SIGTERM and SIGINT). */
export interface ShutdownDeps {
  /** The HTTP server: it stops accepting, and its requests in flight finish (up to the grace). */
  server: {
    close(callback: () => void): unknown;
    closeIdleConnections?(): void;
    closeAllConnections?(): void;
  };
  /** What runs beside the app: the job runner (lib/jobs), which stops fetching and waits for its handlers. */
  jobs: readonly { stop(): Promise<unknown> }[];
  /** The app's background work and its log. */
  services: Pick<Platform, 'background' | 'logger'>;
  /** The writes the modules gather in memory (their manifests' `flush`). */
  flushes: readonly { name: string; flush: () => Promise<void> }[];
  /** Closed last, failures ignored: the database, the rate limiter. */
  closes: readonly (() => Promise<unknown>)[];
  graceMs?: number;
}

/**
 * The shutdown sequence; calling the answer again (a second signal) waits for the first run.
 * It resolves once everything is closed: the caller exits.
 */
export function createShutdown(deps: ShutdownDeps): (signal: string) => Promise<void> {
  const graceMs = deps.graceMs ?? SHUTDOWN_GRACE_MS;
  const { server, services } = deps;
  let running: Promise<void> | undefined;

  async function run(signal: string) {
    services.logger.info('shutting down', { signal });
    // Stop accepting; let requests in flight finish, then cut idle keep-alive connections.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections?.();
    const cut = setTimeout(() => server.closeAllConnections?.(), graceMs);
    cut.unref();
    await closed;
    clearTimeout(cut);
    await Promise.all(deps.jobs.map((job) => job.stop()));
    // The writes gathered in memory (a second of tracked-link clicks, of kit visits) are lost unless
    // written before the database closes; no request can add to them now (a failure is logged).
    for (const { name, flush } of deps.flushes) services.background.run(`flush ${name}`, flush);
    // The flushes, and e-mails that requests started, end before the database they use goes away.
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const grace = new Promise<void>((resolve) => {
      graceTimer = setTimeout(resolve, graceMs);
      graceTimer.unref();
    });
    await Promise.race([services.background.idle(), grace]);
    clearTimeout(graceTimer);
    await Promise.allSettled(deps.closes.map((close) => close()));
    services.logger.info('stopped');
  }

  return (signal) => (running ??= run(signal));
}
