import { airaMessages } from '@ma/domain';
import type { Database } from '../../db/database.ts';
import type { VoiceProfileRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Events } from '../../lib/events.ts';
import type { JobOptions, JobRunner, JobSender } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import { claimProfile, markFailed, markReady, VOICE_PROFILE_JOB } from './profiles.repository.ts';
import { VoiceProviderError, type VoiceSampleFile } from './providers/provider.ts';
import { listSamples } from './samples.repository.ts';
import type { VoiceServices } from './voice-services.ts';

export { VOICE_PROFILE_JOB };

/**
 * One job per profile, queued with the profile (profiles.repository.ts `createProfile`; its id
 * the singleton key: a stately queue keeps one waiting and one running per profile). The
 * service is tried four times: a transient failure is retried 30-60 s, 1-2 min and 2-4 min
 * later. An attempt runs at most 5 minutes (ATTEMPT_LIMIT_MS), so it expires (and is retried
 * elsewhere) only when its process died; the job has one retry more than the service's
 * attempts, so that a profile whose last attempt died is failed rather than left processing.
 * Four at a time per process.
 */
export const VOICE_PROFILE_JOB_OPTIONS: JobOptions = {
  retryLimit: 4,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 6 * 60,
  policy: 'stately',
  concurrency: 4,
};

/** One attempt at making a voice: uploading 5 minutes of audio and the service's work. */
const ATTEMPT_LIMIT_MS = 5 * 60_000;
/** Queues the profile's job again (outside any transaction): when its process stops mid-attempt. */
export const sendProfileJob = (jobs: JobSender, profileId: string) => jobs.send(VOICE_PROFILE_JOB, { profileId }, { singletonKey: profileId });

export interface VoiceProfileJobOptions {
  db: Database;
  voice: VoiceServices;
  clock: Clock;
  logger: Logger;
  events: Events;
  /** Attempts at the service before a transient failure fails the profile. Default: the job's retries, four. */
  maxAttempts?: number;
}

/**
 * The voice profiles' progress (docs/product/voice-cloning.md "The profile"): queued →
 * processing → ready | failed. `make` is one attempt at one profile; a transient failure of the
 * service throws, for the job runner to retry with backoff; a refusal, or the last failure,
 * fails it in pt-BR, as does an attempt that finds the earlier ones all died.
 */
export function createVoiceProfileWork(options: VoiceProfileJobOptions & { jobs: JobSender }) {
  const { db, voice, clock, logger, events, jobs } = options;
  const maxAttempts = options.maxAttempts ?? VOICE_PROFILE_JOB_OPTIONS.retryLimit;

  async function samplesOf(row: VoiceProfileRow): Promise<VoiceSampleFile[]> {
    const files: VoiceSampleFile[] = [];
    for (const sample of await listSamples(db, row.userId)) {
      const stored = await voice.storage.get(sample.storageKey);
      if (stored) files.push({ fileName: sample.fileName, bytes: stored.bytes, contentType: stored.contentType });
    }
    return files;
  }

  /** One attempt at the profile; `stopping` aborts it when the process stops. */
  async function make(profileId: string, stopping: AbortSignal): Promise<'ready' | 'failed' | 'gone' | 'given back'> {
    const row = await claimProfile(db, profileId, clock.now());
    if (!row) return 'gone';
    if (row.attempts > maxAttempts) {
      // The attempts before this one all ended with their process: the service is not tried again.
      await markFailed(db, events, row, airaMessages.voiceProfileFailed, clock.now());
      return 'failed';
    }
    const provider = voice.provider;
    if (!provider || provider.kind !== row.providerKind) {
      await markFailed(db, events, row, airaMessages.voiceProviderChanged, clock.now());
      return 'failed';
    }
    const samples = await samplesOf(row);
    if (samples.length === 0) {
      await markFailed(db, events, row, airaMessages.voiceSamplesGone, clock.now());
      return 'failed';
    }
    try {
      // Named after the profile, never the creator: the service keeps no personal name.
      const signal = AbortSignal.any([stopping, AbortSignal.timeout(ATTEMPT_LIMIT_MS)]);
      const { voiceId } = await provider.createVoice({ name: `mais-alcance-${row.id}`, samples }, signal);
      if (await markReady(db, events, row, voiceId, clock.now())) return 'ready';
      // Deleted (or taken again) while the voice was being made: it belongs to nobody.
      await provider.deleteVoice(voiceId).catch((error: unknown) => logger.warn('voice: removing an orphan voice failed', { error }));
      return 'gone';
    } catch (error) {
      if (stopping.aborted) {
        // The process is stopping: a new job, for another process (or this one, restarted); this one ends.
        await sendProfileJob(jobs, row.id);
        return 'given back';
      }
      const transient = !(error instanceof VoiceProviderError) || error.transient;
      if (transient && row.attempts < maxAttempts) {
        logger.warn('voice: making a profile failed, will retry', { profile: row.id, attempt: row.attempts, error });
        throw error;
      }
      logger.warn('voice: making a profile failed', { profile: row.id, attempt: row.attempts, error });
      const rejected = error instanceof VoiceProviderError && error.rejected;
      await markFailed(db, events, row, rejected ? airaMessages.voiceSamplesRejected : airaMessages.voiceProfileFailed, clock.now());
      return 'failed';
    }
  }

  return { make };
}

/** The profiles' job on `jobs`. */
export function defineVoiceProfileJob(jobs: JobRunner, options: VoiceProfileJobOptions & { jobOptions?: Partial<JobOptions> }) {
  const jobOptions = { ...VOICE_PROFILE_JOB_OPTIONS, ...options.jobOptions };
  const work = createVoiceProfileWork({ ...options, jobs, maxAttempts: options.maxAttempts ?? jobOptions.retryLimit });
  jobs.define<{ profileId: string }>(VOICE_PROFILE_JOB, async ({ profileId }, { signal }) => void (await work.make(profileId, signal)), jobOptions);
  return work;
}
