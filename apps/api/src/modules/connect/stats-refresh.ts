import { STATS_REFRESH_INTERVAL_MS, type SocialNetwork } from '@ma/domain';
import type { Database } from '../../db/database.ts';
import type { SocialAccountRow } from '../../db/schema.ts';
import type { Events } from '../../lib/events.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ConnectServices } from './connect-services.ts';
import {
  countRefreshFailure,
  instagramProfile,
  markReconnect,
  markRefreshFailed,
  recordStats,
  saveTokens,
  tiktokProfile,
  type StatsReading,
} from './connections.ts';
import { ProviderError, type ProviderTokens } from './providers/provider.ts';

/** How a refresh ended: read, waiting for a reconnect, or to be tried again later. */
export type RefreshOutcome = 'refreshed' | 'reconnect' | 'retry';

/** TikTok's access token lives a day: renewed when it has less than this left. */
const RENEW_BEFORE_MS = 10 * 60_000;
const FIRST_RETRY_MS = 5 * 60_000;

/**
 * The delay before trying again after `failures` failures in a row, when no job retry follows
 * (a rate limit, 'Atualizar', the first reading): 5 min doubling to a day, with ±20 % jitter.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(STATS_REFRESH_INTERVAL_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures));
  return Math.round(base * (0.8 + random() * 0.4));
}

/** The next daily refresh, spread over ±1 hour so that a day's connections do not all fall due at once. */
export const nextDailyRefresh = (now: Date, random: () => number = Math.random) =>
  new Date(now.getTime() + STATS_REFRESH_INTERVAL_MS + Math.round((random() - 0.5) * 2 * 60 * 60_000));

async function readInstagram(connect: ConnectServices, accessToken: string, externalId: string): Promise<StatsReading> {
  const provider = connect.instagram?.provider;
  if (!provider) throw new ProviderError('meta', 'unavailable', 'Instagram is not configured');
  const { account, recent } = await provider.fetchStats(accessToken, externalId);
  const audience = await provider.fetchAudience(accessToken, externalId);
  const { externalId: _id, ...profile } = instagramProfile(account);
  return { profile, recent, audience };
}

async function readTikTok(db: Database, connect: ConnectServices, row: SocialAccountRow, accessToken: string, now: Date): Promise<StatsReading> {
  const provider = connect.tiktok?.provider;
  if (!provider) throw new ProviderError('tiktok', 'unavailable', 'TikTok is not configured');
  let token = accessToken;
  let tokens: ProviderTokens | undefined;
  const refreshToken = row.refreshTokenEnc ? connect.cipher.open(row.refreshTokenEnc) : undefined;
  if (row.tokenExpiresAt && row.tokenExpiresAt.getTime() - now.getTime() < RENEW_BEFORE_MS) {
    if (!refreshToken) throw new ProviderError('tiktok', 'token', 'The access token expired and there is no refresh token');
    tokens = await provider.refresh(refreshToken);
    token = tokens.accessToken;
    // Kept at once: if the reading below fails, the renewed pair is not lost (TikTok may rotate
    // the refresh token, and the old one would then be refused).
    await saveTokens(db, connect.cipher, row, tokens);
  }
  const user = await provider.fetchUser(token);
  const recent = await provider.fetchRecentVideos(token);
  const { externalId: _id, ...profile } = tiktokProfile(user);
  return {
    profile,
    recent,
    ...(tokens && { tokens }),
  };
}

/**
 * Reads a connection's numbers from its provider and writes them. A refused token marks the
 * connection 'reconnect'. A rate limit is tried again after the provider's wait (at least the
 * backoff below), and rethrown, so that the job can slow down for that provider. Another passing
 * failure (an outage) is counted and rethrown with `retriedByJob` (the refresh job's attempt,
 * which pg-boss retries with its backoff), else tried again after the backoff below.
 */
export async function refreshConnection(
  deps: { db: Database; events: Events; connect: ConnectServices; logger: Logger; now: () => Date },
  row: SocialAccountRow,
  options: { retriedByJob?: boolean } = {},
): Promise<RefreshOutcome> {
  const { db, events, connect, logger } = deps;
  const network: SocialNetwork = row.network;
  const accessToken = row.accessTokenEnc ? connect.cipher.open(row.accessTokenEnc) : undefined;
  if (!accessToken) {
    await markReconnect(db, events, row.userId, network, deps.now());
    return 'reconnect';
  }
  try {
    const reading =
      network === 'instagram'
        ? await readInstagram(connect, accessToken, row.externalId)
        : await readTikTok(db, connect, row, accessToken, deps.now());
    const now = deps.now();
    await recordStats(db, connect.cipher, { userId: row.userId, network, reading, now, nextRefreshAt: nextDailyRefresh(now) });
    return 'refreshed';
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.failure === 'token') {
      logger.info('connect: token refused, connection needs reconnecting', { network, userId: row.userId });
      await markReconnect(db, events, row.userId, network, deps.now());
      return 'reconnect';
    }
    if (options.retriedByJob && error.failure !== 'rate_limited') {
      await countRefreshFailure(db, row.userId, network);
      throw error;
    }
    const delay = Math.max(error.retryAfterMs ?? 0, retryDelayMs(row.refreshFailures));
    logger.warn('connect: refresh failed, retrying later', { network, userId: row.userId, failure: error.failure, retryInMs: delay });
    await markRefreshFailed(db, row.userId, network, new Date(deps.now().getTime() + delay));
    if (error.failure === 'rate_limited') throw error;
    return 'retry';
  }
}
