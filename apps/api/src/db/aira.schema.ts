import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  aiProviderKinds,
  generationStatuses,
  ideaSources,
  ugcFormats,
  ugcTones,
  voiceProfileStatuses,
  voiceProviderKinds,
  voiceSampleFormats,
} from '@ma/domain';
import { proposals } from './proposals.schema.ts';
import { userIdColumn } from './users.schema.ts';
import { createdAndUpdatedColumns, idColumn, instant, parentIdColumn } from './columns.ts';

export const aiProviderKindEnum = pgEnum('ai_provider_kind', aiProviderKinds);
export const generationStatusEnum = pgEnum('generation_status', generationStatuses);
export const ideaSourceEnum = pgEnum('idea_source', ideaSources);
export const ugcToneEnum = pgEnum('ugc_tone', ugcTones);
export const ugcFormatEnum = pgEnum('ugc_format', ugcFormats);
export const voiceProfileStatusEnum = pgEnum('voice_profile_status', voiceProfileStatuses);
export const voiceProviderKindEnum = pgEnum('voice_provider_kind', voiceProviderKinds);
export const voiceSampleFormatEnum = pgEnum('voice_sample_format', voiceSampleFormats);

/**
 * The columns of every paid request (docs/decisions/014-paid-ai-requests.md): charged once per
 * (user, idempotency key), its body's hash kept to refuse the key with another body, and what
 * it cost and gave back.
 */
const paidRequestColumns = () => ({
  id: idColumn(),
  userId: userIdColumn(),
  idempotencyKey: text('idempotency_key').notNull(),
  /** A hash of the request's body: the same key with another body is refused. */
  requestHash: text('request_hash').notNull(),
  status: generationStatusEnum('status').notNull().default('generating'),
  cost: integer('cost').notNull(),
  /** Credits given back (0 unless it failed). */
  refunded: integer('refunded').notNull().default(0),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * A request for ideas (docs/product/aira.md): charged once per (user, idempotency key) through
 * the credit ledger with the reference `aira-ideas:<id>`, refunded under the same reference
 * when it fails. The brief is copied in, so the history reads the same after a proposal closes.
 */
export const ideaGenerations = pgTable(
  'idea_generations',
  {
    ...paidRequestColumns(),
    source: ideaSourceEnum('source').notNull(),
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    /** The brief as it was asked: the proposal's name, brand, description and deliverables, or the theme. */
    brief: jsonb('brief').$type<Record<string, unknown>>().notNull(),
    count: integer('count').notNull(),
    providerKind: aiProviderKindEnum('provider_kind').notNull(),
    model: text('model'),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    uniqueIndex('idea_generations_user_key_unique').on(table.userId, table.idempotencyKey),
    index('idea_generations_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    check('idea_generations_count', sql`${table.count} between 1 and 10`),
  ],
);

/** One idea of a generation, written as it arrives (the stream and a replay read the same rows). */
export const ideas = pgTable(
  'ideas',
  {
    generationId: parentIdColumn('generation_id', () => ideaGenerations.id),
    position: integer('position').notNull(),
    hook: text('hook').notNull(),
    body: text('body').notNull(),
    callToAction: text('call_to_action').notNull(),
    caption: text('caption').notNull(),
    hashtags: text('hashtags').array().notNull(),
  },
  (table) => [uniqueIndex('ideas_generation_position_unique').on(table.generationId, table.position)],
);

export interface UgcSceneValue {
  startSecond: number;
  endSecond: number;
  shows: string;
  says: string;
  onScreenText: string;
}
export interface UgcShotValue {
  shot: string;
  detail: string;
}

/** A UGC script: 1 credit, charged as `aira-ugc:<id>` once per (user, idempotency key). */
export const ugcScripts = pgTable(
  'ugc_scripts',
  {
    ...paidRequestColumns(),
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    product: text('product').notNull(),
    audience: text('audience').notNull(),
    tone: ugcToneEnum('tone').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    format: ugcFormatEnum('format').notNull(),
    title: text('title'),
    scenes: jsonb('scenes').$type<UgcSceneValue[]>(),
    shotList: jsonb('shot_list').$type<UgcShotValue[]>(),
    caption: text('caption'),
    providerKind: aiProviderKindEnum('provider_kind').notNull(),
    model: text('model'),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    uniqueIndex('ugc_scripts_user_key_unique').on(table.userId, table.idempotencyKey),
    index('ugc_scripts_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    check('ugc_scripts_duration', sql`${table.durationSeconds} in (15, 30, 60)`),
  ],
);

/**
 * A creator's voice profile: one per account. Made from the samples with the creator's
 * consent; its progress (queued → processing → ready | failed) is the work of a pg-boss job
 * queued with the row (voice/profile-job.ts), whose attempt number decides what it may take.
 */
export const voiceProfiles = pgTable(
  'voice_profiles',
  {
    id: idColumn(),
    userId: userIdColumn(),
    status: voiceProfileStatusEnum('status').notNull().default('queued'),
    providerKind: voiceProviderKindEnum('provider_kind').notNull(),
    /** The provider's id of the cloned voice, once it made one. */
    externalVoiceId: text('external_voice_id'),
    /** A pt-BR reason when it failed. */
    failure: text('failure'),
    consentText: text('consent_text').notNull(),
    consentedAt: instant('consented_at').notNull(),
    ...createdAndUpdatedColumns(),
  },
  (table) => [uniqueIndex('voice_profiles_user_unique').on(table.userId)],
);

/** A voice sample: personal data, kept in private storage (never under /v3/files). */
export const voiceSamples = pgTable(
  'voice_samples',
  {
    id: idColumn(),
    userId: userIdColumn(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    format: voiceSampleFormatEnum('format').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('voice_samples_user_idx').on(table.userId, table.createdAt)],
);

/** A script read in the creator's voice: 1 credit, charged as `aira-voice-over:<id>`. */
export const voiceOvers = pgTable(
  'voice_overs',
  {
    ...paidRequestColumns(),
    ugcScriptId: uuid('ugc_script_id').references(() => ugcScripts.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    providerKind: voiceProviderKindEnum('provider_kind').notNull(),
    storageKey: text('storage_key'),
    contentType: text('content_type'),
  },
  (table) => [
    uniqueIndex('voice_overs_user_key_unique').on(table.userId, table.idempotencyKey),
    index('voice_overs_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/**
 * A brand's secret link to the applicants of one proposal (`cli proposals:links`). Only the
 * SHA-256 of the token is kept: a database dump does not open the lists.
 */
export const proposalLinks = pgTable(
  'proposal_links',
  {
    id: idColumn(),
    proposalId: parentIdColumn('proposal_id', () => proposals.id),
    tokenHash: text('token_hash').notNull(),
    /** Who it was made for ('Contato da Lumière'), for the operator's list. */
    label: text('label'),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** When the brand first and last opened the list with it (the back office shows them). */
    firstOpenedAt: instant('first_opened_at'),
    lastOpenedAt: instant('last_opened_at'),
  },
  (table) => [uniqueIndex('proposal_links_token_unique').on(table.tokenHash), index('proposal_links_proposal_idx').on(table.proposalId)],
);

export type IdeaGenerationRow = typeof ideaGenerations.$inferSelect;
export type IdeaRow = typeof ideas.$inferSelect;
export type UgcScriptRow = typeof ugcScripts.$inferSelect;
export type VoiceProfileRow = typeof voiceProfiles.$inferSelect;
export type VoiceSampleRow = typeof voiceSamples.$inferSelect;
export type VoiceOverRow = typeof voiceOvers.$inferSelect;
export type ProposalLinkRow = typeof proposalLinks.$inferSelect;
