/** A sample as it is sent to the voice service. */
export interface VoiceSampleFile {
  fileName: string;
  bytes: Uint8Array;
  contentType: string;
}

/** Synthesized speech, as the service answered it. */
export interface VoiceAudio {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * A voice service (docs/product/voice-cloning.md "Providers"): an ElevenLabs-compatible API, or
 * the labelled demonstration. Which one made a profile is kept with it.
 */
export interface VoiceProvider {
  kind: 'elevenlabs' | 'demo';
  /** Makes a voice from the samples; answers the service's id of it. */
  createVoice(input: { name: string; samples: VoiceSampleFile[] }, signal?: AbortSignal): Promise<{ voiceId: string }>;
  /** Reads `text` with the voice. */
  synthesize(voiceId: string, text: string, signal?: AbortSignal): Promise<VoiceAudio>;
  /** Removes the voice from the service; a voice it no longer has is not an error. */
  deleteVoice(voiceId: string, signal?: AbortSignal): Promise<void>;
}

/**
 * The service failed. `transient` (a 429, a 5xx, a timeout, a dropped connection) may work
 * later; otherwise it refused what was sent (`rejected`: the samples or the text) or us.
 */
export class VoiceProviderError extends Error {
  readonly transient: boolean;
  /** It answered that what was sent is not acceptable (a 400 or 422): trying again will not help. */
  readonly rejected: boolean;

  constructor(message: string, options: { transient: boolean; rejected?: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'VoiceProviderError';
    this.transient = options.transient;
    this.rejected = options.rejected ?? false;
  }
}
