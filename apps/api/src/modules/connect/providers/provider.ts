/**
 * What the connect module needs from Meta (Facebook Login for Business and the Instagram Graph
 * API) and from TikTok (Login Kit for Web and the Display API). Each has one real client, over
 * HTTP with a configurable base URL (meta-graph.ts, tiktok-api.ts), pointed at the real
 * provider, at the local fake the tests start, or at the labelled demo stand-in that the API
 * itself serves in demo mode (fakes/). Tokens never appear in a log line or an error message.
 */

import type { Clock } from '../../../lib/clock.ts';

export type ProviderName = 'meta' | 'tiktok';

/** How a client calls its provider: what both clients take beside their app's credentials and addresses. */
export interface ProviderClientOptions {
  /** Per call, answer and body together. @default 10000 */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** For expiresAt and Retry-After dates. @default systemClock */
  clock?: Clock;
}

/** An OAuth grant, as the provider answered it. */
export interface ProviderTokens {
  accessToken: string;
  /** When the access token stops working; null when the provider says it does not expire. */
  expiresAt: Date | null;
  refreshToken: string | null;
  refreshExpiresAt: Date | null;
}

/**
 * Why a call failed, as the connect module acts on it:
 * - `token`: the code or token was refused, has expired or was revoked (TOKEN_ERROR; a stored
 *   connection becomes 'reconnect');
 * - `rate_limited`: the provider asks us to slow down (retry after `retryAfterMs`, or back off);
 * - `unavailable`: a 5xx, a timeout, a network failure or an answer of the wrong shape (GENERIC).
 */
export type ProviderFailure = 'token' | 'rate_limited' | 'unavailable';

export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly failure: ProviderFailure,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** An Instagram professional (business or creator) account linked to a Facebook page. */
export interface InstagramAccount {
  /** The Instagram user id of the Graph API (`instagram_business_account.id`). */
  id: string;
  username: string;
  name: string;
  profilePictureUrl: string | null;
  followers: number;
  posts: number;
}

/** What `/me/accounts` shows of a token's grant. */
export interface FacebookPages {
  /** The pages the person granted (0: FACEBOOK_PAGES_NOT_FOUND). */
  pageCount: number;
  /** The Instagram accounts linked to those pages, once each (none: INSTAGRAM_NOT_CONNECTED_WITH_PAGE). */
  accounts: InstagramAccount[];
}

/** Likes and comments over the most recent posts or videos (up to 25). */
export interface RecentPosts {
  /** How many posts were averaged; 0 when there are none. */
  sampled: number;
  averageLikes: number;
  averageComments: number;
}

/**
 * Instagram's follower demographics (`follower_demographics`, lifetime), as follower counts per
 * bucket: ages such as '18-24', genders 'F' / 'M' / 'U', cities as Instagram names them
 * ('Salvador, Bahia'), countries as ISO codes ('BR').
 */
export interface AudienceDemographics {
  ages: Record<string, number>;
  genders: Record<string, number>;
  cities: Record<string, number>;
  countries: Record<string, number>;
}

export interface InstagramProvider {
  /** Facebook Login for Business's consent page for this `state`, returning to `redirectUri`. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges the code for a user token, then that for a long-lived one (about 60 days). */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<ProviderTokens>;
  /** The granted pages and the Instagram accounts linked to them. */
  listAccounts(accessToken: string): Promise<FacebookPages>;
  /** The account's current counts and its recent posts' likes and comments. */
  fetchStats(accessToken: string, accountId: string): Promise<{ account: InstagramAccount; recent: RecentPosts }>;
  /** Follower demographics; null when Instagram has none to give (accounts under 100 followers). */
  fetchAudience(accessToken: string, accountId: string): Promise<AudienceDemographics | null>;
  /** Removes the app's permissions from the person's Facebook account (disconnect). */
  revoke(accessToken: string): Promise<void>;
}

/** TikTok's user info fields (`/v2/user/info/`). */
export interface TikTokUser {
  openId: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  followers: number;
  likes: number;
  videos: number;
}

export interface TikTokProvider {
  /** Login Kit for Web's consent page for this `state`, returning to `redirectUri`. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges the code (`/v2/oauth/token/`, authorization_code). */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<ProviderTokens & { openId: string }>;
  /** A new access token from the refresh token (`/v2/oauth/token/`, refresh_token). */
  refresh(refreshToken: string): Promise<ProviderTokens>;
  fetchUser(accessToken: string): Promise<TikTokUser>;
  /** Likes and comments over the most recent videos (`/v2/video/list/`). */
  fetchRecentVideos(accessToken: string): Promise<RecentPosts>;
  /** Revokes the grant (`/v2/oauth/revoke/`). */
  revoke(accessToken: string): Promise<void>;
}
