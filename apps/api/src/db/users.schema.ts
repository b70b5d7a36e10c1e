import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { connectionStatusEnum, levelEnum, socialNetworkEnum } from './enums.ts';

/** A creator account, with the basics of its public media kit. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Always stored lower-cased, so that uniqueness is case-insensitive. Null for an account
     * created from an Instagram profile until its owner adds an e-mail and a password.
     */
    email: text('email').unique('users_email_unique'),
    name: text('name').notNull(),
    /** The public media kit lives at /{username}. */
    username: text('username').notNull().unique('users_username_unique'),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    /** Derived from the media kit and the socials (see account/level.ts); stored to read it cheaply. */
    level: levelEnum('level').notNull().default('bronze'),
    pictureUrl: text('picture_url'),
    bio: text('bio'),
    city: text('city'),
    state: text('state'),
    niches: text('niches').array(),
    /** Bumped to revoke every token issued so far (password reset, "sign out everywhere"). */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * When the account proved it holds `email` (docs/product/accounts-and-levels.md "A proven
     * address"): the link mailed at sign-up, a password reset by mail, a confirmed e-mail change,
     * or Google vouching for it. Null until then: such an account signs in with its password, but
     * 'Entrar com Google' does not join it, since whoever registered may not own the address.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the creator deleted the account (docs/product/account-data.md): the row stays,
     * emptied of personal data, only so that the records kept for accounting (credit ledger,
     * paid commissions) still point somewhere.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

/**
 * A connected network (docs/product/connect.md): the provider's id for the profile, what it
 * last told us of it, and its tokens, encrypted at rest (connect/token-cipher.ts). The row is
 * also the refresh job's queue entry: `next_refresh_at` says when it is due, and a worker
 * claims it by moving that forward under a row lock.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: socialNetworkEnum('network').notNull(),
    /** The Instagram user id or TikTok open_id; one account per profile. */
    externalId: text('external_id').notNull(),
    username: text('username').notNull(),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    status: connectionStatusEnum('status').notNull().default('active'),
    followers: integer('followers').notNull().default(0),
    posts: integer('posts'),
    /** TikTok's total likes. */
    likes: integer('likes'),
    /** How many recent posts the averages cover; null before the first read of them. */
    recentSampled: integer('recent_sampled'),
    averageLikes: integer('average_likes'),
    averageComments: integer('average_comments'),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    statsUpdatedAt: timestamp('stats_updated_at', { withTimezone: true }),
    /** Due for the refresh job; null while it needs reconnecting. */
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }),
    /** Failed refreshes in a row (backoff); 0 after a success. */
    refreshFailures: integer('refresh_failures').notNull().default(0),
    /** The last 'Atualizar' pressed (rate-limited). */
    manualRefreshAt: timestamp('manual_refresh_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'social_accounts_user_network_pk', columns: [table.userId, table.network] }),
    uniqueIndex('social_accounts_network_external_unique').on(table.network, table.externalId),
    index('social_accounts_due_idx')
      .on(table.nextRefreshAt)
      .where(sql`${table.nextRefreshAt} is not null`),
    check('social_accounts_followers_non_negative', sql`${table.followers} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;
