import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../lib/logger.ts';
import { createMemoryStorage } from '../../lib/storage/memory-storage.ts';
import { voiceDeps } from './voice.runtime.ts';

const env = { VOICE_API_KEY: undefined, VOICE_BASE_URL: 'https://api.elevenlabs.io' };

describe('the voice service from the environment', () => {
  it('is ElevenLabs-compatible with a key, the labelled demo in demo mode, else none', () => {
    const storage = createMemoryStorage();
    expect(voiceDeps({ ...env, VOICE_API_KEY: 'key' }, { logger: silentLogger, demoMode: true, storage }).provider?.kind).toBe('elevenlabs');
    expect(voiceDeps(env, { logger: silentLogger, demoMode: true, storage }).provider?.kind).toBe('demo');
    expect(voiceDeps(env, { logger: silentLogger, demoMode: false, storage }).provider).toBeNull();
  });

  it('keeps samples in the storage it is given (where: runtime-storage.test.ts)', () => {
    const storage = createMemoryStorage();
    expect(voiceDeps(env, { logger: silentLogger, demoMode: false, storage }).storage).toBe(storage);
  });
});
