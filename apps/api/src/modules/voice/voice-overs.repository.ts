import type { VoiceOver } from '@ma/api-client/schemas';
import { VOICE_OVER_COST } from '@ma/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { voiceOvers, type VoiceOverRow } from '../../db/schema.ts';
import { readBalance } from '../credits/credit-ledger.ts';
import { refundCredits, spendCredits } from '../credits/credit-spending.ts';
import { REFUND_REASON, type Claim } from '../aira/paid-request.ts';

/** The ledger's reference of a voice-over's charge (and of its refund). */
export const voiceOverReference = (id: string) => `aira-voice-over:${id}`;
/** What the credit history says of the charge. */
export const VOICE_OVER_PURPOSE = 'Narração com sua voz (Aira)';
/** Where its audio is kept, in the private voice storage. */
export const voiceOverKey = (userId: string, id: string) => `voice/${userId}/voice-overs/${id}`;

export async function findVoiceOverByKey(db: Database, userId: string, key: string): Promise<VoiceOverRow | undefined> {
  const [row] = await db
    .select()
    .from(voiceOvers)
    .where(and(eq(voiceOvers.userId, userId), eq(voiceOvers.idempotencyKey, key)));
  return row;
}

export async function findVoiceOver(db: Database, userId: string, id: string): Promise<VoiceOverRow | undefined> {
  const [row] = await db
    .select()
    .from(voiceOvers)
    .where(and(eq(voiceOvers.id, id), eq(voiceOvers.userId, userId)));
  return row;
}

/**
 * Records the voice-over and charges its credit in one transaction (docs/decisions/014): a
 * balance too short rolls both back (402); a concurrent request with the same key waits on the
 * unique index and then finds this row, charged once.
 */
export async function claimVoiceOver(
  db: Database,
  request: {
    userId: string;
    idempotencyKey: string;
    requestHash: string;
    text: string;
    ugcScriptId: string | null;
    providerKind: VoiceOverRow['providerKind'];
    now: Date;
  },
): Promise<Claim<VoiceOverRow>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(voiceOvers)
      .values({
        userId: request.userId,
        idempotencyKey: request.idempotencyKey,
        requestHash: request.requestHash,
        text: request.text,
        ugcScriptId: request.ugcScriptId,
        providerKind: request.providerKind,
        cost: VOICE_OVER_COST,
        createdAt: request.now,
      })
      .onConflictDoNothing({ target: [voiceOvers.userId, voiceOvers.idempotencyKey] })
      .returning();
    if (!row) {
      const existing = await findVoiceOverByKey(tx, request.userId, request.idempotencyKey);
      if (!existing) throw new Error('voice-over conflict without a row');
      return { row: existing, created: false, balance: await readBalance(tx, request.userId) };
    }
    const { balance } = await spendCredits(tx, request.userId, VOICE_OVER_COST, VOICE_OVER_PURPOSE, voiceOverReference(row.id));
    return { row, created: true, balance };
  });
}

export async function completeVoiceOver(
  db: Database,
  id: string,
  audio: { storageKey: string; contentType: string },
): Promise<VoiceOverRow | undefined> {
  const [row] = await db
    .update(voiceOvers)
    .set({ status: 'completed', storageKey: audio.storageKey, contentType: audio.contentType })
    .where(and(eq(voiceOvers.id, id), eq(voiceOvers.status, 'generating')))
    .returning();
  return row;
}

/** Fails it and gives its credit back under the same reference, once (refundCredits is idempotent). */
export async function failVoiceOver(db: Database, row: VoiceOverRow): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(voiceOvers)
      .set({ status: 'failed', refunded: row.cost })
      .where(and(eq(voiceOvers.id, row.id), eq(voiceOvers.status, 'generating')))
      .returning({ id: voiceOvers.id });
    if (failed.length > 0) await refundCredits(tx, row.userId, voiceOverReference(row.id), REFUND_REASON);
  });
}

/** The account's voice-overs, newest first. */
export function listVoiceOvers(db: Database, userId: string, limit = 50): Promise<VoiceOverRow[]> {
  return db.select().from(voiceOvers).where(eq(voiceOvers.userId, userId)).orderBy(desc(voiceOvers.createdAt), desc(voiceOvers.id)).limit(limit);
}

export function toVoiceOver(row: VoiceOverRow): VoiceOver {
  return {
    id: row.id,
    text: row.text,
    status: row.status,
    providerKind: row.providerKind,
    ugcScriptId: row.ugcScriptId,
    cost: row.cost,
    refunded: row.refunded,
    createdAt: row.createdAt.toISOString(),
  };
}
