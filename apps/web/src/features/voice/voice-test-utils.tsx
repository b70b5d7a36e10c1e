import type { VoiceCloning, VoiceOver, VoiceProfile, VoiceSample } from '@ma/api-client/schemas';
export { callsTo, fakeApi, pending, serving, type FakeRequestOptions, type Reply } from '../../test/fake-api.ts';

export const STATE = '/v3/voice-cloning';
export const VOICE_OVERS = '/v3/voice-cloning/voice-overs';
export const SCRIPTS = '/v3/aira/ugc-scripts';
export const BALANCE = '/v3/voice-cloning/credits/balance';

export const sampleFixture = (overrides: Partial<VoiceSample> = {}): VoiceSample => ({
  id: 'sample-1',
  fileName: 'gravação-1.mp3',
  format: 'mp3',
  sizeBytes: 1536 * 1024,
  durationSeconds: 12,
  createdAt: '2026-10-01T12:00:00.000Z',
  ...overrides,
});

export const profileFixture = (overrides: Partial<VoiceProfile> = {}): VoiceProfile => ({
  id: 'profile-1',
  status: 'queued',
  failure: null,
  providerKind: 'demo',
  createdAt: '2026-10-01T12:00:00.000Z',
  updatedAt: '2026-10-01T12:00:00.000Z',
  ...overrides,
});

export const stateFixture = (overrides: Partial<VoiceCloning> = {}): VoiceCloning => {
  const samples = overrides.samples ?? [];
  return {
    provider: { kind: 'demo', synthesisAvailable: true },
    profile: null,
    samples,
    totalSeconds: samples.reduce((total, sample) => total + sample.durationSeconds, 0),
    ...overrides,
  };
};

export const voiceOverFixture = (overrides: Partial<VoiceOver> = {}): VoiceOver => ({
  id: 'voice-over-1',
  text: 'Oi, gente! Olha só esta garrafa.',
  status: 'completed',
  providerKind: 'demo',
  ugcScriptId: null,
  cost: 1,
  refunded: 0,
  createdAt: '2026-10-02T15:00:00.000Z',
  ...overrides,
});
