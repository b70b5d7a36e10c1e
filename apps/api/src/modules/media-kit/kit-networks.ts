import { AUDIENCE_MIN_FOLLOWERS, engagementRate, summarizeAudience, type Demographics, type SocialNetwork } from '@ma/domain';
import type { KitAudience, NetworkStats } from '@ma/api-client/schemas';
import { sql } from 'drizzle-orm';
import { audienceProfiles, socialAccounts } from '../../db/schema.ts';
import { qualifiedUserId } from '../account/account.repository.ts';

/** The engagement of a connection's last reading; null before the recent posts were read. */
export const storedEngagement = (row: {
  followers: number;
  recentSampled: number | null;
  averageLikes: number | null;
  averageComments: number | null;
}) =>
  row.recentSampled === null
    ? null
    : engagementRate({
        followers: row.followers,
        sampled: row.recentSampled,
        averageLikes: row.averageLikes ?? 0,
        averageComments: row.averageComments ?? 0,
      });

/** A connection as the kit query reads it (one JSON column). */
export interface KitNetworkRow {
  network: SocialNetwork;
  username: string;
  followers: number;
  posts: number | null;
  recentSampled: number | null;
  averageLikes: number | null;
  averageComments: number | null;
  statsUpdatedAt: string | null;
}

/** The Instagram audience as the kit query reads it. */
export interface KitAudienceRow {
  demographics: Demographics | null;
  updatedAt: string;
}

// Qualified: inside a subquery a bare "id" would name the subquery's own column.
const userId = qualifiedUserId;

/** The connected networks with their numbers, ordered as the enum (instagram, tiktok), for a select from `users`. */
export const kitNetworksJson = sql<KitNetworkRow[]>`coalesce((
  select json_agg(json_build_object(
    'network', ${socialAccounts.network}, 'username', ${socialAccounts.username}, 'followers', ${socialAccounts.followers},
    'posts', ${socialAccounts.posts}, 'recentSampled', ${socialAccounts.recentSampled},
    'averageLikes', ${socialAccounts.averageLikes}, 'averageComments', ${socialAccounts.averageComments},
    'statsUpdatedAt', ${socialAccounts.statsUpdatedAt}
  ) order by ${socialAccounts.network})
  from ${socialAccounts} where ${socialAccounts.userId} = ${userId}
), '[]'::json)`;

/** The audience read from Instagram, or null, for a select from `users`. */
export const kitAudienceJson = sql<KitAudienceRow | null>`(
  select json_build_object('demographics', ${audienceProfiles.demographics}, 'updatedAt', ${audienceProfiles.updatedAt})
  from ${audienceProfiles} where ${audienceProfiles.userId} = ${userId}
)`;

const isoOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export function kitNetworkView(row: KitNetworkRow): NetworkStats {
  return {
    network: row.network,
    username: row.username,
    followers: row.followers,
    posts: row.posts,
    engagementRate: storedEngagement(row),
    averageLikes: row.averageLikes,
    averageComments: row.averageComments,
    statsUpdatedAt: isoOrNull(row.statsUpdatedAt),
  };
}

/**
 * The audience a kit shows: Instagram's demographics summed up; 'not available' for an account
 * Instagram gives none for (under 100 followers, once read); null otherwise (not connected, not
 * read yet, or data from before the connection, without demographics).
 */
export function kitAudienceView(networks: readonly KitNetworkRow[], audience: KitAudienceRow | null): KitAudience | null {
  const instagram = networks.find((network) => network.network === 'instagram');
  if (!instagram) return null;
  if (audience?.demographics) {
    const summary = summarizeAudience(audience.demographics);
    return {
      available: true,
      ages: summary.ages,
      genders: summary.genders,
      topCities: summary.topCities,
      topStates: summary.topStates,
      updatedAt: new Date(audience.updatedAt).toISOString(),
    };
  }
  if (instagram.statsUpdatedAt && instagram.followers < AUDIENCE_MIN_FOLLOWERS) {
    return { available: false, ages: [], genders: [], topCities: [], topStates: [], updatedAt: new Date(instagram.statsUpdatedAt).toISOString() };
  }
  return null;
}
