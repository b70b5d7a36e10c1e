import { socialNetworks, type SocialNetwork } from '@ma/domain';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { socialAccounts, type SocialAccountRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { createJobLease } from '../../db/job-leases.ts';
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
 * pace holds for the whole deployment: a round runs in one process at a time, the holder of the
 * job's lease (db/job-leases.ts), renewed before each batch.
 */
export interface RefreshJobOptions {
  db: Database;
  connect: ConnectServices;
  clock: Clock;
  logger: Logger;
  concurrency?: number;
  perMinute?: Partial<Record<SocialNetwork, number>>;
  batchSize?: number;
  /** How long a claimed row is kept from other workers. */
  leaseMs?: number;
  /** How often `start` looks for due rows. */
  pollMs?: number;
  /** Names this process as the lease's holder (tests run two "processes" in one). */
  holder?: string;
}

export interface RefreshTotals {
  claimed: number;
  refreshed: number;
  reconnect: number;
  retry: number;
  failed: number;
}

const DEFAULT_PER_MINUTE: Record<SocialNetwork, number> = { instagram: 1000, tiktok: 500 };
const RATE_LIMIT_PAUSE_MS = 60_000;

/** Spaces the starts of one provider's refreshes, and holds them all while the provider asks us to wait. */
class ProviderPace {
  private nextStart = 0;
  private pausedUntil = 0;

  constructor(private readonly intervalMs: number) {}

  async acquire(): Promise<void> {
    const now = Date.now();
    const start = Math.max(now, this.nextStart, this.pausedUntil);
    this.nextStart = start + this.intervalMs;
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
  }

  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, Date.now() + ms);
  }
}

export function createRefreshJob(options: RefreshJobOptions) {
  const { db, connect, clock, logger } = options;
  const concurrency = options.concurrency ?? 8;
  const batchSize = options.batchSize ?? 100;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  // Long enough for a batch at the slowest pace; renewed before every claim.
  const lease = createJobLease(db, 'connect-stats-refresh', { ttlMs: leaseMs, ...(options.holder && { holder: options.holder }) });
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

  async function refreshBatch(network: SocialNetwork, rows: SocialAccountRow[], totals: RefreshTotals) {
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++] as SocialAccountRow;
        await pace[network].acquire();
        let outcome: RefreshOutcome | 'failed';
        try {
          outcome = await refreshConnection({ db, connect, logger, now: () => clock.now() }, row);
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
   * Refreshes every connection due now, batch after batch, each provider beside the other; or
   * nothing, when another process holds the job's lease (`skipped`).
   */
  async function runOnce(): Promise<RefreshTotals & { skipped: boolean }> {
    const totals: RefreshTotals = { claimed: 0, refreshed: 0, reconnect: 0, retry: 0, failed: 0 };
    if (!(await lease.take(clock.now()))) return { ...totals, skipped: true };
    try {
      await Promise.all(
        socialNetworks
          .filter((network) => connect[network])
          .map(async (network) => {
            // A lease lost meanwhile (this process stalled past it) ends the round here.
            while (await lease.take(clock.now())) {
              const rows = await claim(network);
              if (rows.length === 0) return;
              totals.claimed += rows.length;
              await refreshBatch(network, rows, totals);
            }
          }),
      );
    } finally {
      await lease.release().catch(() => undefined);
    }
    return { ...totals, skipped: false };
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  return {
    runOnce,
    /** Looks for due rows every `pollMs` (default a minute) until `stop`. */
    start() {
      const tick = () => {
        running = runOnce()
          .then((totals) => {
            if (totals.claimed > 0) logger.info('connect: stats refreshed', { ...totals });
          })
          .catch((error: unknown) => logger.warn('connect: refresh round failed', { error }))
          .finally(() => {
            running = undefined;
            if (stopped) return;
            timer = setTimeout(tick, options.pollMs ?? 60_000);
            timer.unref();
          });
      };
      timer = setTimeout(tick, 1000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type RefreshJob = ReturnType<typeof createRefreshJob>;
