import { keysOf } from '../keys-of.ts';

/** Voice cloning (docs/product/voice-cloning.md): the samples a profile is made from, and its course. */
export const voiceSampleFormats = ['mp3', 'wav', 'm4a', 'ogg'] as const;
export type VoiceSampleFormat = (typeof voiceSampleFormats)[number];

export const MIN_VOICE_SAMPLES = 1;
export const MAX_VOICE_SAMPLES = 3;
/** Each sample, checked on its bytes. */
export const MAX_VOICE_SAMPLE_BYTES = 25 * 1024 * 1024;
/** Each sample: a few seconds of voice teach a model nothing. */
export const MIN_VOICE_SAMPLE_SECONDS = 10;
/** All samples together. */
export const MIN_VOICE_TOTAL_SECONDS = 30;
export const MAX_VOICE_TOTAL_SECONDS = 5 * 60;

/** The words the creator confirms before a profile is made from their samples. */
export const VOICE_CONSENT_TEXT = 'Confirmo que esta voz é minha';

export const voiceProfileStatusLabels = { queued: 'Na fila', processing: 'Processando', ready: 'Pronta', failed: 'Falhou' };
export type VoiceProfileStatus = keyof typeof voiceProfileStatusLabels;
export const voiceProfileStatuses = keysOf(voiceProfileStatusLabels);

/** Who makes the voice: an ElevenLabs-compatible service, the labelled demo, or nobody yet. */
export const voiceProviderKinds = ['elevenlabs', 'demo', 'none'] as const;
export type VoiceProviderKind = (typeof voiceProviderKinds)[number];

/** Seconds and the total against the 30 s to 5 min window, as '1 min 05 s'. */
export function formatVoiceDuration(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return `${minutes} min ${String(rest).padStart(2, '0')} s`;
}

/** The longest name a sample keeps (the original file name, trimmed). */
export const MAX_VOICE_SAMPLE_NAME_LENGTH = 120;
/** What a voice-over reads: 1 to 2,000 characters. */
export const MAX_VOICE_OVER_TEXT_LENGTH = 2000;

/** A sample as the rules see it. */
export interface VoiceSampleFacts {
  durationSeconds: number;
}

/** The seconds of voice all the samples add up to. */
export const voiceSamplesTotalSeconds = (samples: readonly VoiceSampleFacts[]): number =>
  samples.reduce((total, sample) => total + sample.durationSeconds, 0);

/**
 * Why a new sample cannot join the ones already kept, as the error code the API answers, or
 * null when it may: its size (checked first, on the bytes), its own length, how many there are,
 * and the total. The page says the same before sending what it can know (the size, the count).
 */
export function voiceSampleProblem(
  existing: readonly VoiceSampleFacts[],
  sample: { sizeBytes: number; durationSeconds?: number },
): 'VOICE_SAMPLE_TOO_LARGE' | 'VOICE_SAMPLES_LIMIT' | 'VOICE_SAMPLE_TOO_SHORT' | 'VOICE_SAMPLES_TOO_LONG' | null {
  if (sample.sizeBytes > MAX_VOICE_SAMPLE_BYTES) return 'VOICE_SAMPLE_TOO_LARGE';
  if (existing.length >= MAX_VOICE_SAMPLES) return 'VOICE_SAMPLES_LIMIT';
  if (sample.durationSeconds === undefined) return null;
  if (sample.durationSeconds < MIN_VOICE_SAMPLE_SECONDS) return 'VOICE_SAMPLE_TOO_SHORT';
  if (voiceSamplesTotalSeconds(existing) + sample.durationSeconds > MAX_VOICE_TOTAL_SECONDS) return 'VOICE_SAMPLES_TOO_LONG';
  return null;
}

/**
 * Why a voice profile cannot be made now, or null: the samples must add up to 30 s to 5 min
 * (at least one sample), and the creator must have confirmed the voice is theirs. The API
 * refuses with the code; the page disables the button and says the reason.
 */
export function voiceProfileProblem(
  samples: readonly VoiceSampleFacts[],
  consent: boolean,
): 'VOICE_SAMPLES_TOO_SHORT' | 'VOICE_SAMPLES_TOO_LONG' | 'VOICE_CONSENT_REQUIRED' | null {
  const total = voiceSamplesTotalSeconds(samples);
  if (samples.length < MIN_VOICE_SAMPLES || total < MIN_VOICE_TOTAL_SECONDS) return 'VOICE_SAMPLES_TOO_SHORT';
  if (total > MAX_VOICE_TOTAL_SECONDS) return 'VOICE_SAMPLES_TOO_LONG';
  if (!consent) return 'VOICE_CONSENT_REQUIRED';
  return null;
}

/** A profile in these states blocks a new one; a failed one may be replaced. */
export const isVoiceProfileActive = (status: VoiceProfileStatus): boolean => status !== 'failed';

/** Still on its way: the page keeps asking for news. */
export const isVoiceProfilePending = (status: VoiceProfileStatus): boolean => status === 'queued' || status === 'processing';

/** A sample's size as '1,5 MB' or '820 KB'. */
export function formatSampleSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
