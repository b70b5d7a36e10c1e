import { socialNetworks, type SocialNetwork } from '@ma/domain';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { socialAccounts, type SocialAccountRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Events } from '../../lib/events.ts';
import type { JobRunner } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ConnectServices } from './connect-services.ts';
import { ProviderError } from './providers/provider.ts';
import { refreshConnection, type RefreshOutcome } from './stats-refresh.ts';

/**
 * The daily refresh of every connection's numbers (docs/product/connect.md "Refresh"). The
 * queue is `social_accounts.next_refresh_at`: a worker claims a batch of due rows by moving
 * their time a lease ahead, under `FOR UPDATE SKIP LOCKED`, so several API processes never take
 * the same row, and a crash only delays a row by the lease. Per provider, at most `concurrency`
 * refreshes run at once and at most `perMinute` start in a minute (each refresh makes 2 to 6
 * calls; the defaults keep TikTok under its 600 calls a minute per endpoint and Meta far under
 * its 200 calls an hour per Instagram account); a rate-limit answer pauses that provider. The
 * pace holds for the whole deployment: a round is a job of a stately queue (lib/jobs), run in one
 * process at a time, sent every minute and when a process starts.
 */
export interface RefreshJobOptions {
  db: Database;
  events: Events;
  connect: ConnectServices;
  clock: Clock;
  logger: Logger;
  concurrency?: number;
  perMinute?: Partial<Record<SocialNetwork, number>>;
  batchSize?: number;
  /** How long a claimed row is kept from other workers. */
  leaseMs?: number;
  /** A round claims no batch after this long (the next minute's round goes on): under the job's expiry. */
  roundMs?: number;
}

export const REFRESH_JOB = 'connect-stats-refresh';
const ROUND_MS = 20 * 60_000;

export interface RefreshTotals {
  claimed: number;
  refreshed: number;
  reconnect: number;
  retry: number;
  failed: number;
}

const DEFAULT_PER_MINUTE: Record<SocialNetwork, number> = { instagram: 1000, tiktok: 500 };
const RATE_LIMIT_PAUSE_MS = 60_000;

/**
 * Spaces the starts of one provider's refreshes, and holds them all while the provider asks us to
 * wait. A provider's rate is counted in elapsed time, so the pace reads the process's monotonic
 * timer (never the app's clock, which tests hold still and which may step).
 */
class ProviderPace {
  private nextStart = 0;
  private pausedUntil = 0;

  constructor(private readonly intervalMs: number) {}

  async acquire(): Promise<void> {
    const now = performance.now();
    const start = Math.max(now, this.nextStart, this.pausedUntil);
    this.nextStart = start + this.intervalMs;
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
  }

  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, performance.now() + ms);
  }
}

export function createRefreshJob(options: RefreshJobOptions) {
  const { db, events, connect, clock, logger } = options;
  const concurrency = options.concurrency ?? 8;
  const batchSize = options.batchSize ?? 100;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const roundMs = options.roundMs ?? ROUND_MS;
  const pace = Object.fromEntries(
    socialNetworks.map((network) => [network, new ProviderPace(60_000 / (options.perMinute?.[network] ?? DEFAULT_PER_MINUTE[network]))]),
  ) as Record<SocialNetwork, ProviderPace>;

  async function claim(network: SocialNetwork): Promise<SocialAccountRow[]> {
    const now = clock.now();
    const until = new Date(now.getTime() + leaseMs);
    const due = db
      .select({ userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.network, network), eq(socialAccounts.status, 'active'), lte(socialAccounts.nextRefreshAt, now)))
      .orderBy(socialAccounts.nextRefreshAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(socialAccounts)
      .set({ nextRefreshAt: until })
      .where(and(eq(socialAccounts.network, network), inArray(socialAccounts.userId, due)))
      .returning();
  }

  async function refreshBatch(network: SocialNetwork, rows: SocialAccountRow[], totals: RefreshTotals, signal: AbortSignal) {
    let next = 0;
    const worker = async () => {
      // A row left when the process stops is refreshed once its claim runs out.
      while (next < rows.length && !signal.aborted) {
        const row = rows[next++] as SocialAccountRow;
        await pace[network].acquire();
        let outcome: RefreshOutcome | 'failed';
        try {
          outcome = await refreshConnection({ db, events, connect, logger, now: () => clock.now() }, row);
        } catch (error) {
          if (error instanceof ProviderError && error.failure === 'rate_limited') {
            pace[network].pause(error.retryAfterMs ?? RATE_LIMIT_PAUSE_MS);
            outcome = 'retry';
          } else {
            logger.error('connect: refresh failed', { network, userId: row.userId, error });
            outcome = 'failed';
          }
        }
        totals[outcome] += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  }

  /**
   * Refreshes every connection due now, batch after batch, each provider beside the other, until
   * none is due, the round's time is up, or `signal` says the process is stopping.
   */
  async function runOnce(signal: AbortSignal = new AbortController().signal): Promise<RefreshTotals> {
    const totals: RefreshTotals = { claimed: 0, refreshed: 0, reconnect: 0, retry: 0, failed: 0 };
    const endsAt = clock.now().getTime() + roundMs;
    await Promise.all(
      socialNetworks
        .filter((network) => connect[network])
        .map(async (network) => {
          while (!signal.aborted && clock.now().getTime() < endsAt) {
            const rows = await claim(network);
            if (rows.length === 0) return;
            totals.claimed += rows.length;
            await refreshBatch(network, rows, totals, signal);
          }
        }),
    );
    return totals;
  }

  return { runOnce };
}

/** The refresh as a job: a round every minute and when a process starts, one at a time across the deployment. */
export function defineRefreshJob(jobs: JobRunner, options: RefreshJobOptions) {
  const { runOnce } = createRefreshJob(options);
  jobs.define(
    REFRESH_JOB,
    async (_data, { signal }) => {
      const totals = await runOnce(signal);
      if (totals.claimed > 0) options.logger.info('connect: stats refreshed', { ...totals });
    },
    // Not retried: the next minute's round is. Expires well after the round's own limit.
    { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: Math.ceil((2 * (options.roundMs ?? ROUND_MS)) / 1000), policy: 'stately' },
  );
  jobs.schedule(REFRESH_JOB, '* * * * *', { runAtStart: true });
}

export type RefreshJob = ReturnType<typeof createRefreshJob>;
