import type { VoiceOverRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import type { AppServices } from '../services.ts';
import type { PaidServices } from '../credits/paid-request-flow.ts';
import { completePaid } from '../credits/paid-request.ts';
import { payOnce, type PaidRequest } from '../credits/paid-request-flow.ts';
import { findProfile } from './profiles.repository.ts';
import { newVoiceOver, voiceOverKey, voiceOversKind } from './voice-overs.repository.ts';

/**
 * A paid voice-over, once per Idempotency-Key (docs/product/voice-cloning.md "Voice-overs"):
 * the first request checks the profile, charges 1 credit, has the text read and keeps the
 * audio; a failure refunds it (VOICE_SYNTHESIS_FAILED). A retry with the key answers the same
 * voice-over, waiting for it while the first is still being read.
 */
export function makeVoiceOver(
  services: PaidServices & Pick<AppServices, 'voice'>,
  request: PaidRequest,
  voiceOver: { text: string; ugcScriptId: string | null },
): Promise<{ row: VoiceOverRow; balance: number }> {
  const { db, clock, voice } = services;
  return payOnce(services, voiceOversKind, request, async () => {
    const provider = voice.provider;
    const profile = await findProfile(db, request.userId);
    if (!profile) throw apiError('VOICE_PROFILE_NOT_FOUND');
    if (!provider) throw apiError('VOICE_SYNTHESIS_UNAVAILABLE');
    const voiceId = profile.externalVoiceId;
    if (profile.status !== 'ready' || profile.providerKind !== provider.kind || !voiceId) throw apiError('VOICE_PROFILE_NOT_READY');
    return {
      values: newVoiceOver({
        userId: request.userId,
        idempotencyKey: request.key,
        requestHash: request.hash,
        ...voiceOver,
        providerKind: provider.kind,
        now: clock.now(),
      }),
      async work(row, signal) {
        const audio = await provider.synthesize(voiceId, voiceOver.text, signal);
        const storageKey = voiceOverKey(request.userId, row.id);
        await voice.storage.put(storageKey, audio.bytes, audio.contentType);
        const done = await completePaid(db, voiceOversKind, row.id, { storageKey, contentType: audio.contentType }, clock.now());
        // Failed meanwhile (found abandoned): its audio is not kept.
        if (!done) await voice.storage.delete(storageKey);
        return done;
      },
    };
  });
}
