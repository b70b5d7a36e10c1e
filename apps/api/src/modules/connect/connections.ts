import {
  MANUAL_REFRESH_INTERVAL_MS,
  saoPauloDay,
  socialNetworks,
  summarizeAudience,
  type Demographics,
  type Level,
  type SocialNetwork,
} from '@ma/domain';
import type { NetworkConnection } from '@ma/api-client/schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { audienceProfiles, socialAccounts, socialStatsSnapshots, type SocialAccountRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import { eventKeys } from '../../lib/event-keys.ts';
import type { Events } from '../../lib/events.ts';
import { recomputeLevel } from '../account/level.ts';
import { storedEngagement } from '../media-kit/kit-networks.ts';
import type { InstagramAccount, ProviderTokens, RecentPosts, TikTokUser } from './providers/provider.ts';
import { queueRefresh } from './refresh-queue.ts';
import type { TokenCipher } from './token-cipher.ts';

/** A profile as a provider describes it when it is connected. */
export interface ConnectedProfile {
  externalId: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  followers: number;
  posts: number | null;
  likes: number | null;
}

/** What connecting or disconnecting did to the level. */
export interface LevelChange {
  level: Level;
  previousLevel: Level;
}

const UNIQUE_PROFILE = 'social_accounts_network_external_unique';

/**
 * A new connection is read at once after the answer (connect.service.ts `readStatsSoon`); its
 * refresh job starts this much later, and reads it only when that first reading did not happen.
 */
const FIRST_READING_GRACE_MS = 5 * 60_000;

/** A connection's token columns for these tokens, sealed. */
const sealedTokens = (cipher: TokenCipher, tokens: ProviderTokens) => ({
  accessTokenEnc: cipher.seal(tokens.accessToken),
  refreshTokenEnc: tokens.refreshToken ? cipher.seal(tokens.refreshToken) : null,
  tokenExpiresAt: tokens.expiresAt,
  refreshExpiresAt: tokens.refreshExpiresAt,
});

/** The level after a change of the connections, and the one stored before it. */
async function levelChangeOf(db: Database, events: Events, userId: string): Promise<LevelChange> {
  const change = await recomputeLevel(db, events, userId);
  if (!change) throw new Error(`no user ${userId}`);
  return change;
}

/** An Instagram account as a connection stores it. */
export const instagramProfile = (account: InstagramAccount): ConnectedProfile => ({
  externalId: account.id,
  username: account.username,
  displayName: account.name,
  avatarUrl: account.profilePictureUrl,
  followers: account.followers,
  posts: account.posts,
  likes: null,
});

/** A TikTok user as a connection stores it. */
export const tiktokProfile = (user: TikTokUser): ConnectedProfile => ({
  externalId: user.openId,
  username: user.username,
  displayName: user.displayName,
  avatarUrl: user.avatarUrl,
  followers: user.followers,
  posts: user.videos,
  likes: user.likes,
});

/**
 * Stores a connection (new, or made again over one to reconnect), its tokens sealed, due at once,
 * with its refresh job queued (in `db`, the caller's transaction), and recomputes the level. A profile already connected to another
 * account is refused (409 ACCOUNT_ALREADY_EXISTS): one account per profile.
 */
export async function saveConnection(
  db: Database,
  events: Events,
  cipher: TokenCipher,
  input: { userId: string; network: SocialNetwork; profile: ConnectedProfile; tokens: ProviderTokens; now: Date },
): Promise<LevelChange> {
  const { userId, network, profile, tokens, now } = input;
  const [owner] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.network, network), eq(socialAccounts.externalId, profile.externalId), ne(socialAccounts.userId, userId)))
    .limit(1);
  if (owner) throw apiError('ACCOUNT_ALREADY_EXISTS');
  const values = {
    externalId: profile.externalId,
    username: profile.username,
    displayName: profile.displayName,
    avatarUrl: profile.avatarUrl,
    status: 'active' as const,
    followers: profile.followers,
    posts: profile.posts,
    likes: profile.likes,
    ...sealedTokens(cipher, tokens),
    connectedAt: now,
    nextRefreshAt: now,
    refreshFailures: 0,
  };
  try {
    await db
      .insert(socialAccounts)
      .values({ userId, network, ...values })
      .onConflictDoUpdate({ target: [socialAccounts.userId, socialAccounts.network], set: values });
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_PROFILE)) throw apiError('ACCOUNT_ALREADY_EXISTS');
    throw error;
  }
  await queueRefresh(db, { userId, network }, new Date(now.getTime() + FIRST_READING_GRACE_MS));
  return levelChangeOf(db, events, userId);
}

/** The id of the account a profile is connected to, if any. */
export async function profileOwner(db: Database, network: SocialNetwork, externalId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.network, network), eq(socialAccounts.externalId, externalId)))
    .limit(1);
  return row?.userId;
}

/**
 * Removes a connection and what was read through it (Instagram's audience), and recomputes the
 * level. Answers the row removed (its sealed tokens, for revoking them at the provider).
 */
export async function removeConnection(
  db: Database,
  events: Events,
  userId: string,
  network: SocialNetwork,
): Promise<(LevelChange & { removed: SocialAccountRow }) | undefined> {
  const [removed] = await db
    .delete(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.network, network)))
    .returning();
  if (!removed) return undefined;
  if (network === 'instagram') await db.delete(audienceProfiles).where(eq(audienceProfiles.userId, userId));
  return { ...(await levelChangeOf(db, events, userId)), removed };
}

export async function findConnection(db: Database, userId: string, network: SocialNetwork): Promise<SocialAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.network, network)))
    .limit(1);
  return row;
}

/** Each network in the order of the enum, connected or not (`not_connected`, every field null), as the connect screen shows it. */
export function connectionViews(rows: readonly SocialAccountRow[]): NetworkConnection[] {
  return socialNetworks.map((network) => {
    const row = rows.find((candidate) => candidate.network === network);
    const refreshAvailableAt = row?.manualRefreshAt ? new Date(row.manualRefreshAt.getTime() + MANUAL_REFRESH_INTERVAL_MS) : null;
    return {
      network,
      state: row?.status ?? 'not_connected',
      username: row?.username ?? null,
      displayName: row?.displayName ?? null,
      avatarUrl: row?.avatarUrl ?? null,
      followers: row?.followers ?? null,
      posts: row?.posts ?? null,
      likes: row?.likes ?? null,
      averageLikes: row?.averageLikes ?? null,
      averageComments: row?.averageComments ?? null,
      engagementRate: row ? storedEngagement(row) : null,
      connectedAt: row?.connectedAt.toISOString() ?? null,
      statsUpdatedAt: row?.statsUpdatedAt?.toISOString() ?? null,
      refreshAvailableAt: refreshAvailableAt?.toISOString() ?? null,
    };
  });
}

export async function listConnections(db: Database, userId: string): Promise<NetworkConnection[]> {
  return connectionViews(await db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId)));
}

/** A refresh's reading: the profile's counts and, when read, the recent posts and the audience. */
export interface StatsReading {
  profile: Omit<ConnectedProfile, 'externalId'>;
  recent: RecentPosts | null;
  /** Instagram only: the demographics, or null when Instagram has none (under 100 followers). */
  audience?: Demographics | null;
  /** Tokens renewed on the way (TikTok's refresh). */
  tokens?: ProviderTokens;
}

/**
 * Writes a refresh's reading: the connection's numbers (due again `nextRefreshAt`, its refresh
 * job queued for then), the São Paulo day's snapshot and, for Instagram, the audience that
 * proposals match against.
 */
export async function recordStats(
  db: Database,
  cipher: TokenCipher,
  input: { userId: string; network: SocialNetwork; reading: StatsReading; now: Date; nextRefreshAt: Date },
): Promise<void> {
  const { userId, network, reading, now } = input;
  const { profile, recent, tokens } = reading;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(socialAccounts)
      .set({
        username: profile.username,
        displayName: profile.displayName,
        avatarUrl: profile.avatarUrl,
        followers: profile.followers,
        posts: profile.posts,
        likes: profile.likes,
        ...(recent && {
          recentSampled: recent.sampled,
          averageLikes: Math.round(recent.averageLikes),
          averageComments: Math.round(recent.averageComments),
        }),
        ...(tokens && sealedTokens(cipher, tokens)),
        status: 'active',
        statsUpdatedAt: now,
        nextRefreshAt: input.nextRefreshAt,
        refreshFailures: 0,
      })
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.network, network)))
      .returning({ userId: socialAccounts.userId });
    // Disconnected while the provider was being read: nothing to write.
    if (updated.length === 0) return;
    await queueRefresh(tx, { userId, network }, input.nextRefreshAt);
    const snapshot = {
      followers: profile.followers,
      posts: profile.posts,
      likes: profile.likes,
      averageLikes: recent ? Math.round(recent.averageLikes) : null,
      averageComments: recent ? Math.round(recent.averageComments) : null,
      takenAt: now,
    };
    await tx
      .insert(socialStatsSnapshots)
      .values({ userId, network, day: saoPauloDay(now), ...snapshot })
      .onConflictDoUpdate({ target: [socialStatsSnapshots.userId, socialStatsSnapshots.network, socialStatsSnapshots.day], set: snapshot });
    if (reading.audience === undefined) return;
    const summary = reading.audience ? summarizeAudience(reading.audience) : null;
    const audience = {
      states: summary ? summary.topStates.map((state) => state.value) : null,
      minAge: summary?.minAge ?? null,
      maxAge: summary?.maxAge ?? null,
      gender: summary?.gender ?? null,
      demographics: reading.audience,
      updatedAt: now,
    };
    await tx
      .insert(audienceProfiles)
      .values({ userId, ...audience })
      .onConflictDoUpdate({ target: audienceProfiles.userId, set: audience });
  });
}

/** Renewed tokens of a connection, sealed. */
export async function saveTokens(
  db: Database,
  cipher: TokenCipher,
  row: Pick<SocialAccountRow, 'userId' | 'network'>,
  tokens: ProviderTokens,
): Promise<void> {
  await db
    .update(socialAccounts)
    .set(sealedTokens(cipher, tokens))
    .where(and(eq(socialAccounts.userId, row.userId), eq(socialAccounts.network, row.network)));
}

/**
 * The provider refused the token: the connection waits for its owner to reconnect, with no
 * refresh due (its job, finding it so, ends; connecting again queues one), and the owner is told once per connection (docs/product/notifications.md).
 */
export async function markReconnect(db: Database, events: Events, userId: string, network: SocialNetwork, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(socialAccounts)
      .set({ status: 'reconnect', nextRefreshAt: null })
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.network, network), ne(socialAccounts.status, 'reconnect')))
      .returning({ connectedAt: socialAccounts.connectedAt });
    if (!changed) return;
    await events.emit(tx, 'creatorEvents', [
      { userId, kind: 'network_reconnect', details: { network }, dedupeKey: eventKeys.networkReconnect(network, changed.connectedAt), at: now },
    ]);
  });
}

/** A refresh that failed for a passing reason: tried again at `nextRefreshAt`, its job queued for then. */
export async function markRefreshFailed(db: Database, userId: string, network: SocialNetwork, nextRefreshAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(socialAccounts)
      .set({ nextRefreshAt, refreshFailures: sql`${socialAccounts.refreshFailures} + 1` })
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.network, network)));
    await queueRefresh(tx, { userId, network }, nextRefreshAt);
  });
}

/** A refresh job's attempt that failed for a passing reason: the job runner retries it, with its backoff. */
export async function countRefreshFailure(db: Database, userId: string, network: SocialNetwork): Promise<void> {
  await db
    .update(socialAccounts)
    .set({ refreshFailures: sql`${socialAccounts.refreshFailures} + 1` })
    .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.network, network)));
}
