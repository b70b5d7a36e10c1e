import type { VoiceProviderKind } from '@ma/domain';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { VoiceProvider } from './providers/provider.ts';

/** Voice cloning's dependencies (docs/product/voice-cloning.md). */
export interface VoiceServices {
  /** The voice samples and voice-overs: personal data, in a storage never served under /v3/files. */
  storage: FileStorage;
  /**
   * The voice service: ElevenLabs-compatible when VOICE_API_KEY is set, the labelled demo on
   * the embedded default, else none (samples are kept and checked; no profile can be made).
   */
  provider: VoiceProvider | null;
}

export const voiceProviderKind = (voice: VoiceServices): VoiceProviderKind => voice.provider?.kind ?? 'none';

export const VOICE_SAMPLE_UPLOAD_PATH = '/v3/voice-cloning/samples';
/** A sample of up to 25 MB and the multipart body around it. */
export const MAX_VOICE_SAMPLE_BODY_BYTES = 25 * 1024 * 1024 + 64 * 1024;
