import {
  aiProviderKinds,
  airaMessages,
  generationStatuses,
  ideaSources,
  MAX_BRIEF_FIELD_LENGTH,
  MAX_IDEAS,
  MAX_THEME_LENGTH,
  MIN_IDEAS,
  ugcDurations,
  ugcFormats,
  ugcTones,
} from '@ma/domain';
import { z } from 'zod';
import { cursorPageOf, listOf } from './common.ts';
import { requiredText } from './text.ts';

const message = airaMessages;

export const aiProviderKindSchema = z.enum(aiProviderKinds);
export const generationStatusSchema = z.enum(generationStatuses);

/** Who wrote a piece, shown beside it. */
export const aiProviderSchema = z.object({ kind: aiProviderKindSchema, model: z.string().nullable() });
export type AiProvider = z.infer<typeof aiProviderSchema>;

/** A paid request names itself with this header: a retry or a double click with the same key is charged once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

const count = z.coerce
  .number({ error: message.countInvalid })
  .int({ error: message.countInvalid })
  .min(MIN_IDEAS, { error: message.countInvalid })
  .max(MAX_IDEAS, { error: message.countInvalid });

/** POST /v3/aira/ideas: ideas for a proposal's brief, or for a theme of the creator's own. */
export const ideasRequestSchema = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('proposal'), proposalId: z.uuid({ error: message.proposalRequired }), count }),
    z.object({ source: z.literal('theme'), theme: requiredText(MAX_THEME_LENGTH, message.themeRequired, { tooLong: message.themeTooLong }), count }),
  ],
  { error: message.proposalRequired },
);
export type IdeasRequest = z.infer<typeof ideasRequestSchema>;
export type IdeasRequestInput = z.input<typeof ideasRequestSchema>;

export const ideaSchema = z.object({
  position: z.number().int().nonnegative(),
  hook: z.string(),
  body: z.string(),
  callToAction: z.string(),
  caption: z.string(),
  hashtags: z.array(z.string()),
});
export type Idea = z.infer<typeof ideaSchema>;

/** A request for ideas as the history shows it, with the ideas it produced. */
export const ideaGenerationSchema = z.object({
  id: z.string(),
  source: z.enum(ideaSources),
  proposalId: z.string().nullable(),
  /** 'Campanha de verão · Lumière', or the theme. */
  title: z.string(),
  count: z.number().int(),
  cost: z.number().int(),
  status: generationStatusSchema,
  refunded: z.number().int(),
  provider: aiProviderSchema,
  ideas: z.array(ideaSchema),
  createdAt: z.string(),
});
export type IdeaGeneration = z.infer<typeof ideaGenerationSchema>;

export const ideaGenerationsSchema = cursorPageOf(ideaGenerationSchema);
export type IdeaGenerations = z.infer<typeof ideaGenerationsSchema>;

/**
 * The lines of POST /v3/aira/ideas (application/x-ndjson), in order: `started` once charged,
 * `idea` as each is written, then `completed`, or `failed` with what was refunded. A retry
 * with the same Idempotency-Key gets the same lines again, from what was stored.
 */
export const ideaStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('started'), generation: ideaGenerationSchema, balance: z.number().int() }),
  z.object({ type: z.literal('idea'), idea: ideaSchema }),
  z.object({ type: z.literal('completed'), generation: ideaGenerationSchema, balance: z.number().int() }),
  z.object({ type: z.literal('failed'), generation: ideaGenerationSchema, balance: z.number().int(), detail: z.string() }),
]);
export type IdeaStreamEvent = z.infer<typeof ideaStreamEventSchema>;

/** POST /v3/aira/ugc-scripts. */
export const ugcScriptRequestSchema = z.object({
  product: requiredText(MAX_BRIEF_FIELD_LENGTH, message.productRequired, { tooLong: message.fieldTooLong }),
  audience: requiredText(MAX_BRIEF_FIELD_LENGTH, message.audienceRequired, { tooLong: message.fieldTooLong }),
  tone: z.enum(ugcTones, { error: message.toneRequired }),
  duration: z.coerce
    .number({ error: message.durationRequired })
    .refine((value): value is (typeof ugcDurations)[number] => (ugcDurations as readonly number[]).includes(value), {
      error: message.durationRequired,
    }),
  format: z.enum(ugcFormats, { error: message.formatRequired }),
  /** The proposal it is for, when it comes from one. */
  proposalId: z.uuid().nullish(),
});
export type UgcScriptRequest = z.infer<typeof ugcScriptRequestSchema>;
export type UgcScriptRequestInput = z.input<typeof ugcScriptRequestSchema>;

export const ugcSceneSchema = z.object({
  startSecond: z.number().int().nonnegative(),
  endSecond: z.number().int().positive(),
  /** What the camera shows. */
  shows: z.string(),
  /** What the creator says. */
  says: z.string(),
  onScreenText: z.string(),
});
export type UgcScene = z.infer<typeof ugcSceneSchema>;

export const ugcShotSchema = z.object({ shot: z.string(), detail: z.string() });
export type UgcShot = z.infer<typeof ugcShotSchema>;

export const ugcScriptSchema = z.object({
  id: z.string(),
  title: z.string(),
  product: z.string(),
  audience: z.string(),
  tone: z.enum(ugcTones),
  duration: z.number().int(),
  format: z.enum(ugcFormats),
  proposalId: z.string().nullable(),
  scenes: z.array(ugcSceneSchema),
  shotList: z.array(ugcShotSchema),
  caption: z.string(),
  provider: aiProviderSchema,
  cost: z.number().int(),
  createdAt: z.string(),
});
export type UgcScript = z.infer<typeof ugcScriptSchema>;

/** POST /v3/aira/ugc-scripts answers the script and the balance after its charge. */
export const createdUgcScriptSchema = z.object({ script: ugcScriptSchema, balance: z.number().int() });
export type CreatedUgcScript = z.infer<typeof createdUgcScriptSchema>;

export const ugcScriptSummarySchema = ugcScriptSchema.pick({
  id: true,
  title: true,
  product: true,
  tone: true,
  duration: true,
  format: true,
  createdAt: true,
});
export type UgcScriptSummary = z.infer<typeof ugcScriptSummarySchema>;
export const ugcScriptsSchema = listOf(ugcScriptSummarySchema);
