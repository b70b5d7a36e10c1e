import { airaMessages, MAX_VOICE_OVER_TEXT_LENGTH, voiceProfileStatuses, voiceProviderKinds, voiceSampleFormats } from '@ma/domain';
import { z } from 'zod';
import { listOf } from './common.ts';
import { generationStatusSchema } from './aira.ts';
import { requiredText } from './text.ts';

// Voice cloning's contract (docs/product/voice-cloning.md): GET /v3/voice-cloning, the samples,
// the profile and the voice-overs.

export const voiceProviderKindSchema = z.enum(voiceProviderKinds);
export const voiceProfileStatusSchema = z.enum(voiceProfileStatuses);

/** A kept sample: the file's own name, what its bytes are, and how long it plays. */
export const voiceSampleSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.enum(voiceSampleFormats),
  sizeBytes: z.number().int(),
  /** Read from the audio itself, to a tenth of a second. */
  durationSeconds: z.number(),
  createdAt: z.string(),
});
export type VoiceSample = z.infer<typeof voiceSampleSchema>;

export const voiceProfileSchema = z.object({
  id: z.string(),
  status: voiceProfileStatusSchema,
  /** Why it failed, in pt-BR; null otherwise. */
  failure: z.string().nullable(),
  /** Who made (or is making) it. */
  providerKind: voiceProviderKindSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VoiceProfile = z.infer<typeof voiceProfileSchema>;

/**
 * GET /v3/voice-cloning: everything the page shows, in one answer it polls while the profile
 * is on its way. `provider.kind` is 'none' when this server has no voice service: samples are
 * kept and checked, but no profile can be made.
 */
export const voiceCloningSchema = z.object({
  provider: z.object({ kind: voiceProviderKindSchema, synthesisAvailable: z.boolean() }),
  profile: voiceProfileSchema.nullable(),
  samples: z.array(voiceSampleSchema),
  totalSeconds: z.number(),
});
export type VoiceCloning = z.infer<typeof voiceCloningSchema>;

/** POST /v3/voice-cloning/profile: made only with `consent: true` ('Confirmo que esta voz é minha'). */
export const voiceProfileRequestSchema = z.object({
  consent: z.boolean({ error: airaMessages.consentRequired }).optional(),
});
export type VoiceProfileRequest = z.infer<typeof voiceProfileRequestSchema>;

/** POST /v3/voice-cloning/voice-overs: the text to read, and the UGC script it came from, if any. */
export const voiceOverRequestSchema = z.object({
  text: requiredText(MAX_VOICE_OVER_TEXT_LENGTH, airaMessages.voiceOverTextRequired, { tooLong: airaMessages.voiceOverTextTooLong }),
  ugcScriptId: z.uuid({ error: 'Roteiro inválido.' }).nullish(),
});
export type VoiceOverRequest = z.infer<typeof voiceOverRequestSchema>;
export type VoiceOverRequestInput = z.input<typeof voiceOverRequestSchema>;

export const voiceOverSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** 'generating' while the voice service reads it, then 'completed' (with audio) or 'failed' (refunded). */
  status: generationStatusSchema,
  providerKind: voiceProviderKindSchema,
  ugcScriptId: z.string().nullable(),
  cost: z.number().int(),
  refunded: z.number().int(),
  createdAt: z.string(),
});
export type VoiceOver = z.infer<typeof voiceOverSchema>;

/** The voice-over just made (its audio at GET /v3/voice-cloning/voice-overs/{id}/audio) and the balance after its charge. */
export const createdVoiceOverSchema = z.object({ voiceOver: voiceOverSchema, balance: z.number().int() });
export type CreatedVoiceOver = z.infer<typeof createdVoiceOverSchema>;

export const voiceOversSchema = listOf(voiceOverSchema);
export type VoiceOvers = z.infer<typeof voiceOversSchema>;
