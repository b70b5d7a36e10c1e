import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { createDemoVoiceProvider } from './providers/demo-voice.ts';
import { createElevenLabsClient } from './providers/elevenlabs.ts';
import type { VoiceServices } from './voice-services.ts';

/** How long the demo takes to "make" a voice: long enough to see the profile move. */
const DEMO_VOICE_DELAY_MS = 4000;

/**
 * Voice cloning as the configuration asks (docs/product/voice-cloning.md "Providers"): an
 * ElevenLabs-compatible service when VOICE_API_KEY is set; otherwise, in demo mode (the embedded
 * default, as for Instagram and TikTok), the labelled demonstration; otherwise none. Samples and
 * voice-overs go to `storage`: fileStorages(...).voice (runtime-storage.ts), never the public one.
 */
export function voiceDeps(
  env: Pick<Env, 'VOICE_API_KEY' | 'VOICE_BASE_URL'>,
  deps: { logger: Logger; demoMode: boolean; storage: FileStorage },
): VoiceServices {
  const { storage } = deps;
  if (env.VOICE_API_KEY) {
    deps.logger.info('voice: ElevenLabs-compatible service', { baseUrl: env.VOICE_BASE_URL });
    return { storage, provider: createElevenLabsClient({ baseUrl: env.VOICE_BASE_URL, apiKey: env.VOICE_API_KEY }) };
  }
  if (deps.demoMode) {
    deps.logger.info('voice: demonstration provider (set VOICE_API_KEY for a real voice service)');
    return { storage, provider: createDemoVoiceProvider({ delayMs: DEMO_VOICE_DELAY_MS }) };
  }
  deps.logger.info('voice: no voice service (set VOICE_API_KEY); samples are kept, no profile can be made');
  return { storage, provider: null };
}
