import type { UgcScriptRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import type { AppServices } from '../services.ts';
import type { PaidServices } from '../credits/paid-request-flow.ts';
import { completePaid } from '../credits/paid-request.ts';
import { payOnce, type PaidRequest } from '../credits/paid-request-flow.ts';
import { newUgcScript, ugcKind, writtenScript } from './ugc.repository.ts';
import type { UgcBrief } from './writers/writer.ts';

/**
 * A paid UGC script, once per Idempotency-Key: the first request charges and writes it (a
 * failure refunds it and answers AI_GENERATION_FAILED); a retry with the key answers the
 * same script, waiting for it when the first is still being written.
 */
export function writeUgcScript(
  services: PaidServices & Pick<AppServices, 'ai'>,
  request: PaidRequest,
  script: { brief: UgcBrief; proposalId: string | null },
): Promise<{ row: UgcScriptRow; balance: number }> {
  const { db, clock, ai } = services;
  return payOnce(services, ugcKind, request, async () => {
    if (!ai) throw apiError('AI_UNAVAILABLE');
    return {
      values: newUgcScript({
        userId: request.userId,
        idempotencyKey: request.key,
        requestHash: request.hash,
        brief: script.brief,
        proposalId: script.proposalId,
        providerKind: ai.kind,
        model: ai.model,
        now: clock.now(),
      }),
      work: async (row, signal) => completePaid(db, ugcKind, row.id, writtenScript(await ai.ugcScript(script.brief, signal)), clock.now()),
    };
  });
}
