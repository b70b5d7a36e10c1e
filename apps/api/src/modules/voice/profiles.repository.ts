import { isVoiceProfileActive, VOICE_CONSENT_TEXT, voiceProfileProblem, type VoiceProviderKind } from '@ma/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { voiceProfiles, voiceSamples, type VoiceProfileRow, type VoiceSampleRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import { queueProfileJob } from './profile-job.ts';
import { durationSeconds, listSamples, lockAccount } from './samples.repository.ts';

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
    await queueProfileJob(tx, profile.id);
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
