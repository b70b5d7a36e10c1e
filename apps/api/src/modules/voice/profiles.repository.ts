import { isVoiceProfileActive, VOICE_CONSENT_TEXT, voiceProfileProblem, type NotificationEvent, type VoiceProviderKind } from '@ma/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { voiceProfiles, voiceSamples, type VoiceProfileRow, type VoiceSampleRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import { queueJob } from '../../lib/jobs/in-transaction.ts';
import { eventKeys } from '../../lib/event-keys.ts';
import type { Events } from '../../lib/events.ts';
import { durationSeconds, listSamples, lockAccount } from './samples.repository.ts';

/** The job that makes a profile (profile-job.ts): one per profile, its id the singleton key. */
export const VOICE_PROFILE_JOB = 'voice-profile';

export async function findProfile(db: Database, userId: string): Promise<VoiceProfileRow | undefined> {
  const [row] = await db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, userId));
  return row;
}

/**
 * A profile that stands for the voice this server can use now: not failed, and made by the
 * configured service (a profile from a service the server no longer has is as good as failed).
 */
export const isUsableProfile = (row: Pick<VoiceProfileRow, 'status' | 'providerKind'>, provider: VoiceProviderKind): boolean =>
  isVoiceProfileActive(row.status) && row.providerKind === provider;

/**
 * Queues a profile made from the samples kept now, with the creator's consent, under the
 * account's lock (so that the samples cannot change between the check and the insert), and its
 * job in the same transaction: the job exists exactly when the profile does. A failed profile,
 * or one of another service, is replaced; answers it so its voice can be removed.
 */
export async function createProfile(
  db: Database,
  request: { userId: string; providerKind: Exclude<VoiceProviderKind, 'none'>; now: Date },
): Promise<{ profile: VoiceProfileRow; replaced: VoiceProfileRow | undefined }> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, request.userId);
    const samples = await listSamples(tx, request.userId);
    const problem = voiceProfileProblem(
      samples.map((row) => ({ durationSeconds: durationSeconds(row) })),
      true,
    );
    if (problem) throw apiError(problem);
    const existing = await findProfile(tx, request.userId);
    if (existing && isUsableProfile(existing, request.providerKind)) throw apiError('VOICE_PROFILE_EXISTS');
    if (existing) await tx.delete(voiceProfiles).where(eq(voiceProfiles.id, existing.id));
    const [profile] = await tx
      .insert(voiceProfiles)
      .values({
        userId: request.userId,
        status: 'queued',
        providerKind: request.providerKind,
        consentText: VOICE_CONSENT_TEXT,
        consentedAt: request.now,
        createdAt: request.now,
        updatedAt: request.now,
      })
      .returning();
    if (!profile) throw new Error('voice profile insert returned no row');
    await queueJob(tx, VOICE_PROFILE_JOB, { profileId: profile.id }, { singletonKey: profile.id });
    return { profile, replaced: existing };
  });
}

/** Removes the profile and every sample of the account in one go; answers what was removed. */
export async function deleteVoiceData(db: Database, userId: string): Promise<{ profile: VoiceProfileRow | undefined; samples: VoiceSampleRow[] }> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [profile] = await tx.delete(voiceProfiles).where(eq(voiceProfiles.userId, userId)).returning();
    const samples = await tx.delete(voiceSamples).where(eq(voiceSamples.userId, userId)).returning();
    return { profile, samples };
  });
}

/**
 * Takes the profile for this attempt (lib/jobs runs one job per profile, one attempt at a time):
 * a queued one, or one still processing (a retry, or an attempt whose process died). It is moved
 * to processing and its attempt counted; `attempts` then names this attempt's claim. Nothing
 * when it was deleted, or is ready or failed already.
 */
export async function claimProfile(db: Database, id: string, now: Date): Promise<VoiceProfileRow | undefined> {
  const [row] = await db
    .update(voiceProfiles)
    .set({ status: 'processing', attempts: sql`${voiceProfiles.attempts} + 1`, updatedAt: now })
    .where(and(eq(voiceProfiles.id, id), inArray(voiceProfiles.status, ['queued', 'processing'])))
    .returning();
  return row;
}

/** This worker's claim of the row still holds: it was not deleted, nor taken again since. */
const stillClaimed = (row: VoiceProfileRow) =>
  and(eq(voiceProfiles.id, row.id), eq(voiceProfiles.status, 'processing'), eq(voiceProfiles.attempts, row.attempts));

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
