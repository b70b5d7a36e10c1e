import type { VoiceOver } from '@ma/api-client/schemas';
import { VOICE_OVER_COST } from '@ma/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { voiceOvers, type VoiceOverRow } from '../../db/schema.ts';
import { newestFirst } from '../../lib/keyset.ts';
import type { PaidKind } from '../credits/paid-request.ts';

/** The ledger's reference of a voice-over's charge (and of its refund). */
export const voiceOverReference = (id: string) => `aira-voice-over:${id}`;
/** What the credit history says of the charge. */
export const VOICE_OVER_PURPOSE = 'Narração com sua voz (Aira)';
/** Where its audio is kept, in the private voice storage. */
export const voiceOverKey = (userId: string, id: string) => `voice/${userId}/voice-overs/${id}`;

/** A voice-over as paid work: 1 credit, charged as `aira-voice-over:<id>`. */
export const voiceOversKind: PaidKind<typeof voiceOvers> = {
  name: 'voice over',
  product: 'voice_over',
  table: voiceOvers,
  reference: voiceOverReference,
  purpose: () => VOICE_OVER_PURPOSE,
  // Past this the service is given up on and the credit refunded (its client retries within it).
  limitMs: 3 * 60 * 1000,
  failure: 'VOICE_SYNTHESIS_FAILED',
};

/** The row of a new voice-over, as claimPaid records it. */
export const newVoiceOver = ({
  now,
  ...request
}: {
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  text: string;
  ugcScriptId: string | null;
  providerKind: VoiceOverRow['providerKind'];
  now: Date;
}): typeof voiceOvers.$inferInsert => ({ ...request, cost: VOICE_OVER_COST, createdAt: now });

/** The account's voice-overs, newest first. */
export function listVoiceOvers(db: Database, userId: string, limit = 50): Promise<VoiceOverRow[]> {
  return db
    .select()
    .from(voiceOvers)
    .where(eq(voiceOvers.userId, userId))
    .orderBy(...newestFirst(voiceOvers.createdAt, voiceOvers.id))
    .limit(limit);
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
