import { brandMemberRoles, brandProposalStates, brandStatuses } from '@ma/api-client/brand';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cookieSessionColumns, idColumn, instant, parentIdColumn, singleUseLinkColumns } from './columns.ts';
import { operators } from './operators.schema.ts';
import { proposals } from './proposals.schema.ts';

// The brands on the platform (docs/product/brands.md, docs/decisions/038-brands-on-the-platform.md):
// companies with accounts of their own, never a creator's `users` row and never an operator, with
// their team, their server-side sessions in a cookie of their own, and the links they are mailed.

export const brandStatusEnum = pgEnum('brand_status', brandStatuses);
export const brandMemberRoleEnum = pgEnum('brand_member_role', brandMemberRoles);

/** A company. `pending` until an operator approves it, or refuses it with a reason. */
export const brands = pgTable(
  'brands',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** Normalized (14 characters, check digits verified): one account per company. */
    cnpj: text('cnpj').notNull(),
    status: brandStatusEnum('status').notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    /** The operator who approved or refused it, and when. */
    decidedBy: uuid('decided_by').references(() => operators.id),
    decidedAt: instant('decided_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('brands_cnpj_unique').on(table.cnpj),
    // The back office's list, newest first, of every brand or of one status (lib/keyset.ts).
    index('brands_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('brands_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * A person of a brand's team. The e-mail is lower-cased and belongs to one live member across
 * every brand; a removed member keeps the row (their messages keep naming them) and loses their
 * sessions at once. The password is null while an invitation waits.
 */
export const brandMembers = pgTable(
  'brand_members',
  {
    id: idColumn(),
    brandId: parentIdColumn('brand_id', () => brands.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** argon2id (auth/password-hasher.ts); null until an invitation is accepted. */
    passwordHash: text('password_hash'),
    role: brandMemberRoleEnum('role').notNull(),
    emailVerifiedAt: instant('email_verified_at'),
    removedAt: instant('removed_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('brand_members_email_unique')
      .on(table.email)
      .where(sql`${table.removedAt} is null`),
    index('brand_members_brand_idx').on(table.brandId),
  ],
);

/** A signed-in member (decision 024's server-side sessions): the cookie carries a random token, the row its SHA-256. */
export const brandSessions = pgTable(
  'brand_sessions',
  {
    id: idColumn(),
    memberId: parentIdColumn('member_id', () => brandMembers.id),
    ...cookieSessionColumns('brand_sessions_token_hash_unique'),
  },
  (table) => [index('brand_sessions_member_idx').on(table.memberId)],
);

/** What a mailed link does: prove the member's e-mail, or let an invitee choose a password. */
export const brandLinkPurposes = ['verify', 'invite'] as const;
export const brandLinkPurposeEnum = pgEnum('brand_link_purpose', brandLinkPurposes);

/** The links mailed to members: once, before they expire; a new one of a purpose voids the older ones. */
export const brandMemberLinks = pgTable(
  'brand_member_links',
  {
    id: idColumn(),
    memberId: parentIdColumn('member_id', () => brandMembers.id),
    purpose: brandLinkPurposeEnum('purpose').notNull(),
    ...singleUseLinkColumns('brand_member_links_token_hash_unique'),
  },
  (table) => [index('brand_member_links_member_idx').on(table.memberId)],
);

export const brandProposalStateEnum = pgEnum('brand_proposal_state', brandProposalStates);

/**
 * A proposal a brand writes (docs/product/brands.md, "Proposals"): its fields as the payload's
 * schema made them (`adminProposalPayloadSchema`'s output), kept apart from `proposals` until an
 * operator publishes it, so that no creator query can see a draft. Publishing writes the
 * `proposals` row and links it here; from then on only its validity and closing change.
 */
export const brandProposals = pgTable(
  'brand_proposals',
  {
    id: idColumn(),
    brandId: parentIdColumn('brand_id', () => brands.id),
    /** The member who wrote it last (kept when they leave the team). */
    authorId: uuid('author_id').references(() => brandMembers.id),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    state: brandProposalStateEnum('state').notNull().default('draft'),
    returnReason: text('return_reason'),
    submittedAt: instant('submitted_at'),
    decidedBy: uuid('decided_by').references(() => operators.id),
    decidedAt: instant('decided_at'),
    proposalId: uuid('proposal_id').references(() => proposals.id),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('brand_proposals_brand_idx').on(table.brandId, table.updatedAt.desc()),
    // The operators' queue, newest submission first, of one state (lib/keyset.ts).
    index('brand_proposals_review_idx').on(table.state, table.submittedAt.desc(), table.id.desc()),
    uniqueIndex('brand_proposals_proposal_unique').on(table.proposalId),
  ],
);
