import { DAY_MS, MINUTE_MS } from '../calendar.ts';
import type { SocialNetwork } from '../social-networks.ts';

/** The networks' names as a person reads them. */
export const networkLabels: Record<SocialNetwork, string> = { instagram: 'Instagram', tiktok: 'TikTok' };

/**
 * A stored connection's state (docs/product/connect.md): `active` while its token works,
 * `reconnect` once the provider refused it (expired, revoked, password changed). A connection
 * to reconnect still counts toward the level: only disconnecting removes it.
 */
export const connectionStatuses = ['active', 'reconnect'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

/** What /media-kit/connect shows for each network. */
export type NetworkState = ConnectionStatus | 'not_connected';

export const networkStateLabels: Record<NetworkState, string> = {
  active: 'Conectado',
  reconnect: 'Reconectar',
  not_connected: 'Não conectado',
};

/** How long an OAuth `state` may wait for its return, and how long a picker token lives. */
export const OAUTH_STATE_TTL_MS = 10 * MINUTE_MS;
export const PICKER_TOKEN_TTL_MS = 15 * MINUTE_MS;

/** How often the stats of a connection are refreshed in the background, and how often by hand. */
export const STATS_REFRESH_INTERVAL_MS = DAY_MS;
export const MANUAL_REFRESH_INTERVAL_MS = 5 * MINUTE_MS;

/** The recent posts' engagement over the followers, in percent with two decimals; null without followers or posts. */
export function engagementRate(stats: { followers: number; sampled: number; averageLikes: number; averageComments: number }): number | null {
  if (stats.followers <= 0 || stats.sampled <= 0) return null;
  return Math.round(((stats.averageLikes + stats.averageComments) / stats.followers) * 10_000) / 100;
}

/** '4,25%' */
export const formatEngagement = (rate: number): string => `${rate.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
