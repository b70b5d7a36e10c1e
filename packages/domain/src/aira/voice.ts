/** Voice cloning (docs/product/aira.md): the samples a profile is made from, and its course. */
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

export const voiceProfileStatuses = ['queued', 'processing', 'ready', 'failed'] as const;
export type VoiceProfileStatus = (typeof voiceProfileStatuses)[number];
export const voiceProfileStatusLabels: Record<VoiceProfileStatus, string> = {
  queued: 'Na fila',
  processing: 'Processando',
  ready: 'Pronta',
  failed: 'Falhou',
};

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
