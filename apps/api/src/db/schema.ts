import { levels, socialNetworks } from '@ma/domain';
import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Each value list is @ma/domain's; the zod schemas of @ma/api-client are built from the same ones.
export const levelEnum = pgEnum('level', levels);
export const socialNetworkEnum = pgEnum('social_network', socialNetworks);

/** A creator account, with the basics of its public media kit. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased, so that uniqueness is case-insensitive. */
    email: text('email').notNull().unique('users_email_unique'),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: socialNetworkEnum('network').notNull(),
    username: text('username').notNull(),
    followers: integer('followers').notNull().default(0),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'social_accounts_user_network_pk', columns: [table.userId, table.network] }),
    check('social_accounts_followers_non_negative', sql`${table.followers} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export * from './credits.schema.ts';
export * from './proposals.schema.ts';
export * from './accounts.schema.ts';
export * from './media-kit.schema.ts';
