import type { FileStorage } from '../../lib/storage/storage.ts';

/** Voice cloning's dependencies (docs/product/aira.md, "Voice cloning"). Filled in by the voice module. */
export interface VoiceServices {
  /** The voice samples and voice-overs: personal data, in a storage never served under /v3/files. */
  storage: FileStorage;
}

export const VOICE_SAMPLE_UPLOAD_PATH = '/v3/voice-cloning/samples';
/** A sample of up to 25 MB and the multipart body around it. */
export const MAX_VOICE_SAMPLE_BODY_BYTES = 25 * 1024 * 1024 + 64 * 1024;
