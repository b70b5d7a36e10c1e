import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { socialNetworkEnum } from './enums.ts';
import { userIdColumn, users } from './users.schema.ts';
import { sessions } from './sessions.schema.ts';
import { instant } from './columns.ts';

/**
 * One reading of a connection's stats a day (the last of the day wins), so that the kit can
 * say when its numbers were read and growth can be drawn later.
 */
export const socialStatsSnapshots = pgTable(
  'social_stats_snapshots',
  {
    userId: userIdColumn(),
    network: socialNetworkEnum('network').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    followers: integer('followers').notNull(),
    posts: integer('posts'),
    likes: integer('likes'),
    averageLikes: integer('average_likes'),
    averageComments: integer('average_comments'),
    takenAt: instant('taken_at').notNull(),
  },
  (table) => [primaryKey({ name: 'social_stats_snapshots_pk', columns: [table.userId, table.network, table.day] })],
);

/**
 * An OAuth `state` handed to a provider's consent page: only its SHA-256 is kept. Single use,
 * valid for 10 minutes, and bound to whoever started the flow: the signed-in user, or for the
 * sign-up with Instagram the browser (the hash of a cookie set when it started).
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    network: socialNetworkEnum('network').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash'),
    /**
     * Set on a re-authentication with Instagram (docs/decisions/025-re-authentication.md): the
     * session that asked, the only one that may spend the state. Null on a connection's state.
     */
    reauthSessionId: uuid('reauth_session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    check('oauth_states_bound', sql`${table.userId} is not null or ${table.browserHash} is not null`),
    index('oauth_states_expires_idx').on(table.expiresAt),
  ],
);

/**
 * The short-lived token the Instagram profile picker holds (SPEC's `access_token` of the
 * picker calls): it stands for the provider's token, which stays here, encrypted, and never
 * reaches the browser. Only its SHA-256 is kept; it lives 15 minutes and is spent by a connection.
 */
export const connectGrants = pgTable(
  'connect_grants',
  {
    tokenHash: text('token_hash').primaryKey(),
    network: socialNetworkEnum('network').notNull(),
    /** Null for the public picker (sign-up with Instagram). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    accessTokenEnc: text('access_token_enc').notNull(),
    tokenExpiresAt: instant('token_expires_at'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('connect_grants_expires_idx').on(table.expiresAt)],
);

export type SocialStatsSnapshotRow = typeof socialStatsSnapshots.$inferSelect;
export type OauthStateRow = typeof oauthStates.$inferSelect;
export type ConnectGrantRow = typeof connectGrants.$inferSelect;
