import { apiError } from '../../lib/errors.ts';
import type { AppServices } from '../../lib/types.ts';
import type { UgcScriptRow } from '../../db/schema.ts';
import { readBalance } from '../credits/credit-ledger.ts';
import { isAbandoned } from './paid-request.ts';
import { claimUgcScript, completeUgcScript, failUgcScript, findUgcByKey } from './ugc.repository.ts';
import type { UgcBrief } from './writers/writer.ts';

/** A script's limit: past it, the writer is stopped and the credit refunded. */
const WRITING_LIMIT_MS = 5 * 60 * 1000;
const POLL_MS = 250;

/**
 * A paid UGC script, once per Idempotency-Key: the first request charges and writes it (a
 * failure refunds it and answers AI_GENERATION_FAILED); a retry with the key answers the
 * same script, waiting for it when the first is still being written.
 */
export async function writeUgcScript(
  services: AppServices,
  userId: string,
  key: string,
  hash: string,
  request: { brief: UgcBrief; proposalId: string | null },
): Promise<{ row: UgcScriptRow; balance: number }> {
  const { db, clock, ai, logger } = services;
  let row = await findUgcByKey(db, userId, key);
  if (!row) {
    if (!ai) throw apiError('AI_UNAVAILABLE');
    const claim = await claimUgcScript(db, {
      userId,
      idempotencyKey: key,
      requestHash: hash,
      brief: request.brief,
      proposalId: request.proposalId,
      providerKind: ai.kind,
      model: ai.model,
      now: clock.now(),
    });
    row = claim.row;
    if (claim.created) {
      try {
        const draft = await ai.ugcScript(request.brief, AbortSignal.timeout(WRITING_LIMIT_MS));
        const written = await completeUgcScript(db, claim.row.id, draft, clock.now());
        if (written) return { row: written, balance: claim.balance };
      } catch (error) {
        logger.warn('aira: ugc script failed, refunding', { script: claim.row.id, provider: ai.kind, error });
      }
      await failUgcScript(db, claim.row, clock.now());
      throw apiError('AI_GENERATION_FAILED', claim.row.cost);
    }
  }
  if (row.requestHash !== hash) throw apiError('IDEMPOTENCY_KEY_REUSED');
  const settled = await settledUgc(services, row);
  if (settled.status !== 'completed') throw apiError('AI_GENERATION_FAILED', settled.refunded);
  return { row: settled, balance: await readBalance(db, userId) };
}

/** The row once it is no longer being written (an abandoned one is failed and refunded). */
async function settledUgc(services: AppServices, row: UgcScriptRow): Promise<UgcScriptRow> {
  const { db, clock } = services;
  let current = row;
  while (current.status === 'generating') {
    if (isAbandoned(current, clock.now())) {
      await failUgcScript(db, current, clock.now());
    } else {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    current = (await findUgcByKey(db, row.userId, row.idempotencyKey)) ?? current;
  }
  return current;
}
