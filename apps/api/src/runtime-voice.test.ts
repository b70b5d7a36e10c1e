import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from './lib/logger.ts';
import { voiceDeps } from './runtime-voice.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'voice-runtime-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = { DATA_DIR: dataDir, VOICE_API_KEY: undefined, VOICE_BASE_URL: 'https://api.elevenlabs.io' };

describe('the voice service from the environment', () => {
  it('is ElevenLabs-compatible with a key, the labelled demo in demo mode, else none', () => {
    expect(voiceDeps({ ...env, VOICE_API_KEY: 'key' }, { logger: silentLogger, demoMode: true }).provider?.kind).toBe('elevenlabs');
    expect(voiceDeps(env, { logger: silentLogger, demoMode: true }).provider?.kind).toBe('demo');
    expect(voiceDeps(env, { logger: silentLogger, demoMode: false }).provider).toBeNull();
  });

  it('keeps samples in DATA_DIR/private/voice, apart from the public files', async () => {
    const { storage } = voiceDeps(env, { logger: silentLogger, demoMode: false });
    await storage.put('voice/user/sample', new Uint8Array([1, 2, 3]), 'audio/wav');
    expect(existsSync(join(dataDir, 'private', 'voice', 'voice', 'user', 'sample'))).toBe(true);
    expect(existsSync(join(dataDir, 'files'))).toBe(false);
  });
});
