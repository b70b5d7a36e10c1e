import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { connectionStatusEnum, levelEnum, socialNetworkEnum } from './enums.ts';
import { idColumn, instant } from './columns.ts';

/** A creator account, with the basics of its public media kit. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
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
    emailVerifiedAt: instant('email_verified_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /**
     * Set when the creator deleted the account (docs/product/account-data.md): the row stays,
     * emptied of personal data, only so that the records kept for accounting (credit ledger,
     * paid commissions) still point somewhere.
     */
    deletedAt: instant('deleted_at'),
    /**
     * Set while an operator keeps the account blocked (docs/product/backoffice.md, Criadores): it
     * cannot sign in and its public kit answers 404; blocking ended its sessions.
     */
    blockedAt: instant('blocked_at'),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    // The back office's list of creators: newest first, a page after a (created_at, id) cursor,
    // and a name found by its start (text_pattern_ops makes LIKE 'x%' an index range).
    index('users_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('users_name_prefix_idx').using('btree', sql`lower(${table.name}) text_pattern_ops`),
    // The back office's Painel counts creators by level from this index alone.
    index('users_level_idx')
      .on(table.level)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** The account a row belongs to, deleted with it. */
export const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The account of a table with one row per account: the row's key, deleted with the account. */
export const userKeyColumn = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A connected network (docs/product/connect.md): the provider's id for the profile, what it
 * last told us of it, and its tokens, encrypted at rest (connect/token-cipher.ts).
 * `next_refresh_at` says when its numbers are due again; its refresh job (connect/refresh-job.ts)
 * is queued for then.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    userId: userIdColumn(),
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
    tokenExpiresAt: instant('token_expires_at'),
    refreshExpiresAt: instant('refresh_expires_at'),
    connectedAt: instant('connected_at').notNull().defaultNow(),
    statsUpdatedAt: instant('stats_updated_at'),
    /** When the numbers are due again; null while it needs reconnecting. */
    nextRefreshAt: instant('next_refresh_at'),
    /** Failed refreshes in a row (backoff); 0 after a success. */
    refreshFailures: integer('refresh_failures').notNull().default(0),
    /** The last 'Atualizar' pressed (rate-limited). */
    manualRefreshAt: instant('manual_refresh_at'),
  },
  (table) => [
    primaryKey({ name: 'social_accounts_user_network_pk', columns: [table.userId, table.network] }),
    uniqueIndex('social_accounts_network_external_unique').on(table.network, table.externalId),
    check('social_accounts_followers_non_negative', sql`${table.followers} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;
