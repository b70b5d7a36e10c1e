import type { VoiceServices } from './voice-services.ts';

/** What the voice module adds to the app's services (its manifest's `provide`). */
export interface VoiceModuleServices {
  /** Voice cloning: the provider and the private storage of samples and voice-overs. */
  voice: VoiceServices;
}

/** Its options, read from the environment by its `configure` (voice.runtime.ts). */
export interface VoiceOptions {
  /** Voice cloning. Default: no provider, samples in memory. */
  voice?: VoiceServices;
}
