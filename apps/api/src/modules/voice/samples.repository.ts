import { voiceSampleProblem, type VoiceSampleFormat } from '@ma/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users, voiceSamples, type VoiceSampleRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';

/** Where a sample's bytes are kept, in the private voice storage. */
export const sampleKey = (userId: string, sampleId: string) => `voice/${userId}/${sampleId}`;

export const durationSeconds = (row: Pick<VoiceSampleRow, 'durationMs'>) => row.durationMs / 1000;

/**
 * Holds the account's row until the transaction ends: the samples and the profile of one
 * account change one request at a time, so two uploads at once cannot both pass the limits.
 */
export async function lockAccount(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export function listSamples(db: Database, userId: string): Promise<VoiceSampleRow[]> {
  return db.select().from(voiceSamples).where(eq(voiceSamples.userId, userId)).orderBy(asc(voiceSamples.createdAt), asc(voiceSamples.id));
}

export interface NewSample {
  id: string;
  userId: string;
  fileName: string;
  format: VoiceSampleFormat;
  sizeBytes: number;
  durationMs: number;
  now: Date;
}

/**
 * Records a sample whose bytes are already stored, checking the count and the total against
 * the samples kept at that moment, under the account's lock. Throws the limit's ApiError.
 */
export async function insertSample(db: Database, sample: NewSample): Promise<VoiceSampleRow> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, sample.userId);
    const existing = await listSamples(tx, sample.userId);
    const problem = voiceSampleProblem(
      existing.map((row) => ({ durationSeconds: durationSeconds(row) })),
      {
        sizeBytes: sample.sizeBytes,
        durationSeconds: sample.durationMs / 1000,
      },
    );
    if (problem) throw apiError(problem);
    const [row] = await tx
      .insert(voiceSamples)
      .values({
        id: sample.id,
        userId: sample.userId,
        storageKey: sampleKey(sample.userId, sample.id),
        fileName: sample.fileName,
        format: sample.format,
        sizeBytes: sample.sizeBytes,
        durationMs: sample.durationMs,
        createdAt: sample.now,
      })
      .returning();
    if (!row) throw new Error('voice sample insert returned no row');
    return row;
  });
}

/** Removes one of the account's samples; undefined when it has none of that id. */
export async function deleteSample(db: Database, userId: string, id: string): Promise<VoiceSampleRow | undefined> {
  const [row] = await db
    .delete(voiceSamples)
    .where(and(eq(voiceSamples.id, id), eq(voiceSamples.userId, userId)))
    .returning();
  return row;
}
