import type { VoiceOverRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import type { AppServices } from '../../lib/types.ts';
import { readBalance } from '../credits/credit-ledger.ts';
import { isAbandoned } from '../aira/paid-request.ts';
import { findProfile } from './profiles.repository.ts';
import { claimVoiceOver, completeVoiceOver, failVoiceOver, findVoiceOverByKey, voiceOverKey } from './voice-overs.repository.ts';

/** Past this the service is given up on and the credit refunded (its client retries within it). */
const SYNTHESIS_LIMIT_MS = 3 * 60 * 1000;
const POLL_MS = 250;

export interface VoiceOverOrder {
  key: string;
  hash: string;
  text: string;
  ugcScriptId: string | null;
}

/**
 * A paid voice-over, once per Idempotency-Key (docs/product/voice-cloning.md "Voice-overs"):
 * the first request checks the profile, charges 1 credit, has the text read and keeps the
 * audio; a failure refunds it (VOICE_SYNTHESIS_FAILED). A retry with the key answers the same
 * voice-over, waiting for it while the first is still being read.
 */
export async function makeVoiceOver(services: AppServices, userId: string, order: VoiceOverOrder): Promise<{ row: VoiceOverRow; balance: number }> {
  const { db, clock, logger, voice } = services;
  let row = await findVoiceOverByKey(db, userId, order.key);
  if (!row) {
    const provider = voice.provider;
    const profile = await findProfile(db, userId);
    if (!profile) throw apiError('VOICE_PROFILE_NOT_FOUND');
    if (!provider) throw apiError('VOICE_SYNTHESIS_UNAVAILABLE');
    if (profile.status !== 'ready' || profile.providerKind !== provider.kind || !profile.externalVoiceId) throw apiError('VOICE_PROFILE_NOT_READY');
    const claim = await claimVoiceOver(db, {
      userId,
      idempotencyKey: order.key,
      requestHash: order.hash,
      text: order.text,
      ugcScriptId: order.ugcScriptId,
      providerKind: provider.kind,
      now: clock.now(),
    });
    row = claim.row;
    if (claim.created) {
      const storageKey = voiceOverKey(userId, claim.row.id);
      try {
        const audio = await provider.synthesize(profile.externalVoiceId, order.text, AbortSignal.timeout(SYNTHESIS_LIMIT_MS));
        await voice.storage.put(storageKey, audio.bytes, audio.contentType);
        const done = await completeVoiceOver(db, claim.row.id, { storageKey, contentType: audio.contentType });
        if (done) return { row: done, balance: claim.balance };
        await voice.storage.delete(storageKey);
      } catch (error) {
        logger.warn('voice: voice-over failed, refunding', { voiceOver: claim.row.id, provider: provider.kind, error });
      }
      await failVoiceOver(db, claim.row);
      throw apiError('VOICE_SYNTHESIS_FAILED', claim.row.cost);
    }
  }
  if (row.requestHash !== order.hash) throw apiError('IDEMPOTENCY_KEY_REUSED');
  const settled = await settledVoiceOver(services, row);
  if (settled.status !== 'completed') throw apiError('VOICE_SYNTHESIS_FAILED', settled.refunded);
  return { row: settled, balance: await readBalance(db, userId) };
}

/** The row once it is no longer being read (an abandoned one is failed and refunded). */
async function settledVoiceOver(services: AppServices, row: VoiceOverRow): Promise<VoiceOverRow> {
  const { db, clock } = services;
  let current = row;
  while (current.status === 'generating') {
    if (isAbandoned(current, clock.now())) await failVoiceOver(db, current);
    else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    current = (await findVoiceOverByKey(db, row.userId, row.idempotencyKey)) ?? current;
  }
  return current;
}
