import { applicationStatuses, audienceGenders, partnershipTypes, type Demographics } from '@ma/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { idColumn, parentIdColumn } from './columns.ts';
import { userIdColumn, userKeyColumn } from './users.schema.ts';

export const partnershipTypeEnum = pgEnum('partnership_type', partnershipTypes);
export const applicationStatusEnum = pgEnum('application_status', applicationStatuses);
/** The predominant gender of an audience, and the one a proposal targets. */
export const audienceGenderEnum = pgEnum('audience_gender', audienceGenders);

/** The niches creators and proposals are tagged with (`GET /v3/dataset/categories`). */
export const categories = pgTable('categories', {
  /** A slug ('casa-e-decoracao'); proposals and media kits store the name. */
  id: text('id').primaryKey(),
  name: text('name').notNull().unique('categories_name_unique'),
  position: integer('position').notNull().default(0),
});

export interface ProposalLocationValue {
  state: string;
  city: string[];
}

// Letters with accents and what the search reads for each (search-text.ts drops the same marks),
// upper case too: lower() leaves them as they are on a database of the C locale (PGlite).
const accents = 'áàâãäåçéèêëíìîïñóòôõöúùûüýÿÁÀÂÃÄÅÇÉÈÊËÍÌÎÏÑÓÒÔÕÖÚÙÛÜÝ';
const plainLetters = 'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy';

/**
 * A brand name as the back office's brand search compares it: lower case, without accents, in
 * byte order (collation "C"), so that the names starting with a text are one range of
 * `proposals_brand_key_idx` and the next name after one is a seek. The same expression in the
 * index and in the query (literals, not parameters), or the planner does not match them.
 */
export const brandKey = (brandName: AnyPgColumn) =>
  sql`(translate(lower(${brandName}), ${sql.raw(`'${accents}'`)}, ${sql.raw(`'${plainLetters}'`)}) collate "C")`;

/** A brand proposal ("publi"), published by operators (the CLI) and applied to by creators. */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull(),
    description: text('description'),
    /** Niche names, as in `categories.name`; empty means every niche. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    partnershipType: partnershipTypeEnum('partnership_type').notNull(),
    valueCents: integer('value_cents').notNull(),
    isMappingInfluencers: boolean('is_mapping_influencers').notNull().default(false),
    acceptsNegotiations: boolean('accepts_negotiations').notNull().default(false),
    minFollowers: integer('min_followers'),
    maxFollowers: integer('max_followers'),
    /** Where the creator must live, as shown; empty means all of Brasil. */
    locations: jsonb('locations')
      .$type<ProposalLocationValue[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * `locations` as match keys kept by the app ('BA' for a whole state, 'BA/salvador' for a
     * city, see location-keys.ts): an array overlap matches a creator without parsing JSON.
     */
    locationKeys: text('location_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** UFs where the creator's audience must be; null means anywhere. */
    audienceStates: text('audience_states').array(),
    audienceMinAge: integer('audience_min_age'),
    audienceMaxAge: integer('audience_max_age'),
    audienceGender: audienceGenderEnum('audience_gender'),
    isSilversAllowed: boolean('is_silvers_allowed').notNull().default(false),
    logoUrl: text('logo_url'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * Name, brand and description lower-cased without accents (search-text.ts): `q` matches
     * it with LIKE on PGlite and PostgreSQL alike, where `unaccent` is not portable.
     */
    searchText: text('search_text').notNull(),
  },
  (table) => [
    check('proposals_value_non_negative', sql`${table.valueCents} >= 0`),
    check(
      'proposals_followers_range',
      sql`${table.minFollowers} is null or ${table.maxFollowers} is null or ${table.minFollowers} <= ${table.maxFollowers}`,
    ),
    // The list only ever reads open proposals; each sort walks its own index and stops at a page.
    index('proposals_open_newest_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.closedAt} is null`),
    index('proposals_open_value_idx')
      .on(table.valueCents.desc(), table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.closedAt} is null`),
    index('proposals_open_closing_idx')
      .on(table.validUntil.asc().nullsLast(), table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.closedAt} is null`),
    index('proposals_categories_idx').using('gin', table.categories),
    // The back office's list reads every proposal, open or not, newest first, a page at a time
    // (keyset), and by brand.
    index('proposals_newest_idx').on(table.publishedAt.desc(), table.id.desc()),
    index('proposals_brand_newest_idx').on(table.brandName, table.publishedAt.desc(), table.id.desc()),
    // Its brand filter's suggestions: the distinct names starting with what the operator typed.
    index('proposals_brand_key_idx').using('btree', brandKey(table.brandName), table.brandName),
  ],
);

/** A creator's offer to a proposal: one per creator and proposal, whatever the concurrency. */
export const applications = pgTable(
  'applications',
  {
    id: idColumn(),
    proposalId: parentIdColumn('proposal_id', () => proposals.id),
    userId: userIdColumn(),
    totalPosts: integer('total_posts').notNull(),
    totalStories: integer('total_stories').notNull(),
    totalReels: integer('total_reels').notNull(),
    totalVideos: integer('total_videos').notNull(),
    observations: text('observations').notNull().default(''),
    valueCents: integer('value_cents').notNull(),
    isNegotiable: boolean('is_negotiable').notNull().default(false),
    status: applicationStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the brand accepted or rejected it (`/aira/profile-list/{token}`). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the creator saw that decision on /publis (its toast shows once). */
    decisionSeenAt: timestamp('decision_seen_at', { withTimezone: true }),
    /**
     * The decision the creator was last told by a notification (null: none yet): a decision is
     * told once it settles, and only if it differs from this (docs/product/brand-applicants.md).
     */
    decisionTold: applicationStatusEnum('decision_told'),
  },
  (table) => [
    // Also the index behind hasApplied and totalApplications.
    unique('applications_proposal_user_unique').on(table.proposalId, table.userId),
    index('applications_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The back office's Painel: applications of a week, and per day over 90 days.
    index('applications_created_idx').on(table.createdAt),
    check('applications_value_non_negative', sql`${table.valueCents} >= 0`),
    check(
      'applications_quantities_non_negative',
      sql`${table.totalPosts} >= 0 and ${table.totalStories} >= 0 and ${table.totalReels} >= 0 and ${table.totalVideos} >= 0`,
    ),
  ],
);

/**
 * What a creator's audience looks like (from the networks' insights; seeded for the demo
 * accounts): what proposals target with audience_location, audience_age_range and
 * audience_gender. No row means the profile lacks that data.
 */
export const audienceProfiles = pgTable('audience_profiles', {
  userId: userKeyColumn(),
  /** UFs where most of the audience lives. */
  states: text('states').array(),
  /** The predominant age bracket of the audience. */
  minAge: integer('min_age'),
  maxAge: integer('max_age'),
  gender: audienceGenderEnum('gender'),
  /**
   * Instagram's follower demographics as read (counts per bucket), from which the columns
   * above are derived (summarizeAudience in @ma/domain); null when Instagram gave none.
   */
  demographics: jsonb('demographics').$type<Demographics>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProposalRow = typeof proposals.$inferSelect;
export type NewProposalRow = typeof proposals.$inferInsert;
export type ApplicationRow = typeof applications.$inferSelect;
export type AudienceProfileRow = typeof audienceProfiles.$inferSelect;
