import { MINUTE_MS, socialNetworks, type SocialNetwork } from '@ma/domain';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Events } from '../../lib/events.ts';
import { perRowJobOptions, type JobContext, type JobOptions, type JobRunner } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import type { ConnectServices } from './connect-services.ts';
import { findConnection, markRefreshFailed } from './connections.ts';
import { ProviderError } from './providers/provider.ts';
import { queueRefresh, REFRESH_JOBS, type RefreshJobData } from './refresh-queue.ts';
import { nextDailyRefresh, refreshConnection, type RefreshOutcome } from './stats-refresh.ts';

export { REFRESH_JOBS };

/**
 * The daily refresh of every connection's numbers (docs/product/connect.md "Refresh"): one job
 * per connection, on its network's queue, queued in the transactions that connect it and that
 * write its reading (or its failure), to start at its `next_refresh_at`; the singleton key is
 * the connection, so one waits per connection at most. A passing failure is retried by pg-boss:
 * 5-10 minutes later, doubling, eight times (the last 11 to 21 hours later); the job has one
 * retry more than that, so that an attempt whose process died is not the end of the connection's
 * jobs. Per provider and process, 8 jobs run at once (of batches of 50 the queue's worker
 * fetches). Per provider and deployment, at most `perMinute` start in any minute, counted by the
 * rate limiter every process shares (Redis; in memory for the embedded single process): each
 * refresh makes 2 to 6 calls, and the defaults keep TikTok under its 600 calls a minute per
 * endpoint and Meta far under its 200 calls an hour per Instagram account. A job over the pace,
 * or on a provider that answered "too many requests" to this process, waits in the queue
 * (`startAfter`) until its turn, holding no worker.
 */
export const REFRESH_JOB_OPTIONS = perRowJobOptions({
  retryLimit: 9,
  retryDelay: 5 * 60,
  // A batch of 50 at the pace and the provider's calls: far under.
  expireInSeconds: 15 * 60,
  concurrency: 8,
  batchSize: 50,
});

/** Attempts that read the provider; the one after them only follows an attempt whose process died. */
const PROVIDER_ATTEMPTS = REFRESH_JOB_OPTIONS.retryLimit;

const DEFAULT_PER_MINUTE: Record<SocialNetwork, number> = { instagram: 1000, tiktok: 500 };
const RATE_LIMIT_PAUSE_MS = 60_000;

export interface RefreshJobOptions {
  db: Database;
  events: Events;
  connect: ConnectServices;
  clock: Clock;
  logger: Logger;
  /** Counts the refreshes started, across the deployment's processes. */
  rateLimiter: RateLimiter;
  /** Refreshes started per minute and provider, across the deployment's processes. */
  perMinute?: Partial<Record<SocialNetwork, number>>;
  /** The queues' settings (the bench raises the concurrency). */
  jobOptions?: Partial<JobOptions>;
}

/** How a refresh job ended: the reading's outcome, or why it read nothing. */
export type RefreshJobOutcome = RefreshOutcome | 'failed' | 'not due' | 'paused' | 'gone';

/** The work of one refresh job; `refresh` is one attempt at one connection. */
export function createRefreshWork(options: RefreshJobOptions) {
  const { db, events, connect, clock, logger, rateLimiter } = options;
  const paceOf = (network: SocialNetwork) => ({ limit: options.perMinute?.[network] ?? DEFAULT_PER_MINUTE[network], windowMs: MINUTE_MS });
  // Until when each provider asked this process to wait (epoch ms on the app's clock).
  const pausedUntil: Record<SocialNetwork, number> = { instagram: 0, tiktok: 0 };
  const deps = { db, events, connect, logger, now: () => clock.now() };

  /** Takes a start of `network`'s pace; when none is free, how long until one is. */
  async function waitFor(network: SocialNetwork): Promise<number> {
    const now = clock.now().getTime();
    if (pausedUntil[network] > now) return pausedUntil[network] - now;
    const start = await rateLimiter.consume(`connect-refresh:${network}`, paceOf(network), now);
    return start.allowed ? 0 : start.retryAfterMs;
  }

  async function refresh({ userId, network }: RefreshJobData, job: Pick<JobContext, 'attempt'>): Promise<RefreshJobOutcome> {
    const row = await findConnection(db, userId, network);
    // Disconnected, or waiting for its owner to reconnect (connecting again queues a job).
    if (!row || row.status !== 'active' || !row.nextRefreshAt) return 'gone';
    // Read since this job was queued ('Atualizar', the first reading): its own time comes back.
    if (row.nextRefreshAt > clock.now()) {
      await queueRefresh(db, row, row.nextRefreshAt);
      return 'not due';
    }
    const waitMs = await waitFor(network);
    if (waitMs > 0) {
      await queueRefresh(db, row, new Date(clock.now().getTime() + waitMs));
      return 'paused';
    }
    const retriedByJob = job.attempt < PROVIDER_ATTEMPTS;
    try {
      return await refreshConnection(deps, row, { retriedByJob });
    } catch (error) {
      if (error instanceof ProviderError && error.failure === 'rate_limited') {
        // refreshConnection queued the connection again after the provider's wait.
        pausedUntil[network] = Math.max(pausedUntil[network], clock.now().getTime() + (error.retryAfterMs ?? RATE_LIMIT_PAUSE_MS));
        return 'retry';
      }
      if (retriedByJob) throw error;
      logger.error('connect: refresh failed', { network, userId, error });
      await markRefreshFailed(db, userId, network, nextDailyRefresh(clock.now()));
      return 'failed';
    }
  }

  return { refresh };
}

/** The networks' refresh queues on `jobs`: one per network configured here. */
export function defineRefreshJobs(jobs: JobRunner, options: RefreshJobOptions) {
  const work = createRefreshWork(options);
  for (const network of socialNetworks) {
    if (!options.connect[network]) continue;
    jobs.define<RefreshJobData>(REFRESH_JOBS[network], async (data, job) => void (await work.refresh(data, job)), {
      ...REFRESH_JOB_OPTIONS,
      ...options.jobOptions,
    });
  }
  return work;
}
