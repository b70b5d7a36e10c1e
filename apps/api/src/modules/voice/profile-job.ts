import { airaMessages, type NotificationEvent } from '@ma/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { voiceProfiles, type VoiceProfileRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { eventKeys } from '../../lib/event-keys.ts';
import type { Events } from '../../lib/events.ts';
import { queueJob } from '../../lib/jobs/in-transaction.ts';
import { claimableStates, perRowJobOptions, type JobContext, type JobOptions, type JobRunner } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import { VoiceProviderError, type VoiceSampleFile } from './providers/provider.ts';
import { listSamples } from './samples.repository.ts';
import type { VoiceServices } from './voice-services.ts';

/** The profiles' job: one per profile, its id the singleton key. */
export const VOICE_PROFILE_JOB = 'voice-profile';

/**
 * One job per profile, queued with the profile (profiles.repository.ts `createProfile`; its id
 * the singleton key: a stately queue keeps one waiting and one running per profile). The
 * service is tried four times: a transient failure is retried 30-60 s, 1-2 min and 2-4 min
 * later. An attempt runs at most 5 minutes (ATTEMPT_LIMIT_MS), so it expires (and is retried
 * elsewhere) only when its process died; the job has one retry more than the service's
 * attempts, so that a profile whose last attempt died is failed rather than left processing.
 * Four at a time per process.
 */
export const VOICE_PROFILE_JOB_OPTIONS = perRowJobOptions({ retryLimit: 4, retryDelay: 30, expireInSeconds: 6 * 60, concurrency: 4 });

/** Queues, in `tx` (the transaction that queues the profile, or gives it back), the profile's job. */
export const queueProfileJob = (tx: Database, profileId: string) => queueJob(tx, VOICE_PROFILE_JOB, { profileId }, { singletonKey: profileId });

/**
 * Takes the profile for this attempt, moved to processing: a queued one, or on a retry one an
 * earlier attempt left processing (lib/jobs `claimableStates`). Nothing when it was deleted, is
 * ready or failed already, or another job's attempt holds it.
 */
export async function claimProfile(db: Database, id: string, attempt: Pick<JobContext, 'attempt'>, now: Date): Promise<VoiceProfileRow | undefined> {
  const [row] = await db
    .update(voiceProfiles)
    .set({ status: 'processing', updatedAt: now })
    .where(and(eq(voiceProfiles.id, id), inArray(voiceProfiles.status, claimableStates(attempt, 'queued', 'processing'))))
    .returning();
  return row;
}

/** The claimed row still stands: it was not deleted (a profile made again has another id), nor settled since. */
const stillClaimed = (row: VoiceProfileRow) => and(eq(voiceProfiles.id, row.id), eq(voiceProfiles.status, 'processing'));

/** Back to queued with a new job, for another process (or this one, restarted) to take at once. */
async function giveBack(db: Database, row: VoiceProfileRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(voiceProfiles)
      .set({ status: 'queued', updatedAt: now })
      .where(stillClaimed(row))
      .returning({ id: voiceProfiles.id });
    if (updated.length > 0) await queueProfileJob(tx, row.id);
  });
}

/** Writes the claimed row's outcome and tells the creator; false when the claim was lost (the profile was deleted meanwhile). */
async function settle(
  db: Database,
  events: Events,
  row: VoiceProfileRow,
  now: Date,
  outcome: { status: 'ready' | 'failed' } & Partial<typeof voiceProfiles.$inferInsert>,
  notice: NotificationEvent,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(voiceProfiles)
      .set({ ...outcome, updatedAt: now })
      .where(stillClaimed(row))
      .returning({ id: voiceProfiles.id });
    if (updated.length === 0) return false;
    const dedupeKey = eventKeys.voiceProfile(row.id, outcome.status);
    await events.emit(tx, 'creatorEvents', [{ ...notice, userId: row.userId, dedupeKey, at: now }]);
    return true;
  });
}

/** Ready with the service's voice, and the creator told; false when the claim was lost. */
export const markReady = (db: Database, events: Events, row: VoiceProfileRow, externalVoiceId: string, now: Date): Promise<boolean> =>
  settle(db, events, row, now, { status: 'ready', externalVoiceId, failure: null }, { kind: 'voice_profile_ready', details: { profileId: row.id } });

/** Failed for a pt-BR reason, and the creator told; false when the claim was lost. */
export const markFailed = (db: Database, events: Events, row: VoiceProfileRow, failure: string, now: Date): Promise<boolean> =>
  settle(db, events, row, now, { status: 'failed', failure }, { kind: 'voice_profile_failed', details: { profileId: row.id, failure } });

/** One attempt at making a voice: uploading 5 minutes of audio and the service's work. */
const ATTEMPT_LIMIT_MS = 5 * 60_000;

export interface VoiceProfileJobOptions {
  db: Database;
  voice: VoiceServices;
  clock: Clock;
  logger: Logger;
  events: Events;
}

/**
 * The voice profiles' progress (docs/product/voice-cloning.md "The profile"): queued →
 * processing → ready | failed. `make` is one attempt at one profile; a transient failure of the
 * service throws, for the job runner to retry with backoff; a refusal, or the last failure,
 * fails it in pt-BR, as does an attempt that finds the earlier ones all died.
 */
export function createVoiceProfileWork(options: VoiceProfileJobOptions & { serviceAttempts: number }) {
  const { db, voice, clock, logger, events, serviceAttempts } = options;

  async function samplesOf(row: VoiceProfileRow): Promise<VoiceSampleFile[]> {
    const files: VoiceSampleFile[] = [];
    for (const sample of await listSamples(db, row.userId)) {
      const stored = await voice.storage.get(sample.storageKey);
      if (stored) files.push({ fileName: sample.fileName, bytes: stored.bytes, contentType: stored.contentType });
    }
    return files;
  }

  /** One attempt (`job`) at the profile; its signal aborts it when the process stops. */
  async function make(profileId: string, job: Pick<JobContext, 'attempt' | 'signal'>): Promise<'ready' | 'failed' | 'gone' | 'given back'> {
    const stopping = job.signal;
    const row = await claimProfile(db, profileId, job, clock.now());
    if (!row) return 'gone';
    if (job.attempt > serviceAttempts) {
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
      // Deleted while the voice was being made: it belongs to nobody.
      await provider.deleteVoice(voiceId).catch((error: unknown) => logger.warn('voice: removing an orphan voice failed', { error }));
      return 'gone';
    } catch (error) {
      if (stopping.aborted) {
        // The process is stopping: the profile goes back to the queue with a new job; this one ends.
        await giveBack(db, row, clock.now());
        return 'given back';
      }
      const transient = !(error instanceof VoiceProviderError) || error.transient;
      if (transient && job.attempt < serviceAttempts) {
        logger.warn('voice: making a profile failed, will retry', { profile: row.id, attempt: job.attempt, error });
        throw error;
      }
      logger.warn('voice: making a profile failed', { profile: row.id, attempt: job.attempt, error });
      const rejected = error instanceof VoiceProviderError && error.rejected;
      await markFailed(db, events, row, rejected ? airaMessages.voiceSamplesRejected : airaMessages.voiceProfileFailed, clock.now());
      return 'failed';
    }
  }

  return { make };
}

/**
 * The profiles' job on `jobs`. The service is tried on every attempt but the job's last
 * (`retryLimit` times), which only follows an attempt whose process died.
 */
export function defineVoiceProfileJob(jobs: JobRunner, options: VoiceProfileJobOptions & { jobOptions?: Partial<JobOptions> }) {
  const jobOptions = { ...VOICE_PROFILE_JOB_OPTIONS, ...options.jobOptions };
  const work = createVoiceProfileWork({ ...options, serviceAttempts: jobOptions.retryLimit });
  jobs.define<{ profileId: string }>(VOICE_PROFILE_JOB, async ({ profileId }, job) => void (await work.make(profileId, job)), jobOptions);
  return work;
}
