import { readFileSync } from 'node:fs';
import { createMemoryStorage } from '../../lib/storage/memory-storage.ts';
import { silentLogger } from '../../lib/logger.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { call } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { fundedCreator } from '../aira/aira.test-support.ts';
import { createQueuedJobs } from '../../test/queued-jobs.ts';
import { defineVoiceProfileJob, VOICE_PROFILE_JOB } from './profile-job.ts';
import { createDemoVoiceProvider } from './providers/demo-voice.ts';
import type { VoiceProvider } from './providers/provider.ts';
import { humWav } from './wav.ts';

/** A committed fixture (12 s of a synthetic voice-like tone, made with ffmpeg; see fixtures/README.md). */
export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** `seconds` of a voice-like WAV, made in code. */
export const wavOf = (seconds: number) => humWav(seconds);

/**
 * A test app whose voice service is `provider` (the instant demo unless given; null for none),
 * its private storage in memory, the voice-profile jobs on the same database and clock (run by
 * `job.runOnce`: each job waiting now, once), and a
 * creator with `credits`: `upload` sends a sample as the page does, `json` any JSON call.
 */
export async function voiceCreator(handle: DatabaseHandle, options: { credits?: number; provider?: VoiceProvider | null } = {}) {
  const storage = createMemoryStorage();
  const provider = options.provider === undefined ? createDemoVoiceProvider() : options.provider;
  const voice = { storage, provider };
  const { db } = handle;
  // The app queues the profiles' jobs on pg-boss's queue, which the test runs by hand (`job.runOnce`), three attempts at the service each.
  const jobs = createQueuedJobs(handle.jobExecutor());
  const creator = await fundedCreator(db, { credits: options.credits ?? 0, voice, jobs });
  defineVoiceProfileJob(jobs, { db, voice, clock: creator.clock, logger: silentLogger, events: appEvents, jobOptions: { retryLimit: 3 } });
  await jobs.start();
  const job = { runOnce: () => jobs.runDue(VOICE_PROFILE_JOB) };
  const auth = { authorization: `Bearer ${creator.token}` };

  async function upload(bytes: Uint8Array, fileName = 'amostra.wav', type = 'audio/wav') {
    const form = new FormData();
    form.append('sample', new Blob([Uint8Array.from(bytes)], { type }), fileName);
    const response = await creator.app.request('/v3/voice-cloning/samples', { method: 'POST', headers: auth, body: form });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  /** A JSON call as the creator; waits for what the request started in the background. */
  const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(creator.app, method, path, { token: creator.token, headers, ...(body !== undefined && { body }) });

  const state = async () => (await json('GET', '/v3/voice-cloning')).json as unknown as VoiceState;

  /** Uploads `seconds` of samples (12 s each, the rest in the last) and queues the profile. */
  async function withSamples(...seconds: number[]) {
    for (const length of seconds) {
      const answer = await upload(wavOf(length));
      if (answer.status !== 201) throw new Error(`upload failed: ${answer.status} ${JSON.stringify(answer.json)}`);
    }
  }

  return { ...creator, storage, voice, jobs, job, upload, json, state, withSamples };
}

export interface VoiceState {
  provider: { kind: string; synthesis_available: boolean };
  profile: { id: string; status: string; failure: string | null; provider_kind: string } | null;
  samples: { id: string; file_name: string; format: string; size_bytes: number; duration_seconds: number }[];
  total_seconds: number;
}

/** A voice service whose calls the test controls: each `createVoice` waits for `release()`. */
export function heldProvider(base: VoiceProvider = createDemoVoiceProvider()) {
  const calls = { create: 0, synthesize: 0, deleted: [] as string[] };
  let release: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (release = resolve));
  const provider: VoiceProvider = {
    kind: base.kind,
    async createVoice(input, signal) {
      calls.create += 1;
      await held;
      return base.createVoice(input, signal);
    },
    async synthesize(voiceId, text, signal) {
      calls.synthesize += 1;
      return base.synthesize(voiceId, text, signal);
    },
    async deleteVoice(voiceId) {
      calls.deleted.push(voiceId);
    },
  };
  return {
    provider,
    calls,
    release: () => release(),
    hold: () => {
      held = new Promise<void>((resolve) => (release = resolve));
    },
  };
}
