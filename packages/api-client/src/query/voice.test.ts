import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-client.ts';
import type { VoiceCloning } from '../schemas/voice.ts';
import { VOICE_PROFILE_POLL_MS, voiceCloningQueryOptions, voiceKeys } from './voice.ts';

const api = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
const withProfile = (status: 'queued' | 'processing' | 'ready' | 'failed' | null): { state: { data: VoiceCloning } } => ({
  state: {
    data: {
      provider: { kind: 'demo', synthesisAvailable: true },
      profile: status && { id: 'p', status, failure: null, providerKind: 'demo', createdAt: '', updatedAt: '' },
      samples: [],
      totalSeconds: 0,
    },
  },
});

describe('voiceCloningQueryOptions', () => {
  it('asks again every 2 s while the profile is queued or processing, and stops once it is settled', () => {
    const options = voiceCloningQueryOptions(api);
    expect(options.queryKey.slice(0, 1)).toEqual(voiceKeys.all);
    expect(options.refetchInterval(withProfile('queued'))).toBe(VOICE_PROFILE_POLL_MS);
    expect(options.refetchInterval(withProfile('processing'))).toBe(2000);
    expect(options.refetchInterval(withProfile('ready'))).toBe(false);
    expect(options.refetchInterval(withProfile('failed'))).toBe(false);
    expect(options.refetchInterval(withProfile(null))).toBe(false);
    expect(options.refetchInterval({ state: { data: undefined } })).toBe(false);
  });
});
