import { voiceOvers, voiceProfiles, voiceSamples } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import { byUser } from '../../lib/personal-data.ts';
import { createMemoryStorage } from '../../lib/storage/memory-storage.ts';
import type { AppModule } from '../services.ts';
import { definePaidExpiryJob, paidExpiryQueue } from '../credits/paid-expiry-job.ts';
import type { VoiceModuleServices } from './voice.provides.ts';
import { defineVoiceProfileJob, VOICE_PROFILE_JOB, VOICE_PROFILE_JOB_OPTIONS } from './profile-job.ts';
import { voiceDeps } from './voice.runtime.ts';
import * as voiceOverHandlers from './voice-overs.handlers.ts';
import { voiceOversKind } from './voice-overs.repository.ts';
import { MAX_VOICE_SAMPLE_BODY_BYTES, VOICE_SAMPLE_UPLOAD_PATH } from './voice-services.ts';
import * as handlers from './voice.handlers.ts';
import * as routes from './voice.routes.ts';

/** Voice cloning: the samples, the profile (a job) and the voice-overs of UGC scripts (docs/product/voice-cloning.md). */
export const voiceModule: AppModule = {
  name: 'voice',
  routers: [routerOf<typeof routes, handlers.VoiceNeeds>(routes, { ...handlers, ...voiceOverHandlers })],
  configure: ({ env, logger, mode, privateFiles }) => ({ voice: voiceDeps(env, { logger, demoMode: mode === 'demo', storage: privateFiles }) }),
  provide: (_platform, deps): VoiceModuleServices => ({ voice: deps.voice ?? { storage: createMemoryStorage(), provider: null } }),
  uploads: [{ path: VOICE_SAMPLE_UPLOAD_PATH, maxBytes: MAX_VOICE_SAMPLE_BODY_BYTES, tooLarge: 'VOICE_SAMPLE_TOO_LARGE' }],
  queues: [{ name: VOICE_PROFILE_JOB, options: VOICE_PROFILE_JOB_OPTIONS }, paidExpiryQueue(voiceOversKind)],
  jobs: (runner, { db, voice, clock, logger, events }) => {
    defineVoiceProfileJob(runner, { db, voice, clock, logger, events });
    definePaidExpiryJob(runner, { db, events, clock, logger }, voiceOversKind);
  },
  // Its voice-overs point to Aira's scripts: the module stands after Aira, so deletion visits it first.
  personalTables: [
    { table: voiceOvers, owned: byUser(voiceOvers.userId), erase: 'delete' },
    { table: voiceSamples, owned: byUser(voiceSamples.userId), erase: 'delete' },
    { table: voiceProfiles, owned: byUser(voiceProfiles.userId), erase: 'delete' },
  ],
};
