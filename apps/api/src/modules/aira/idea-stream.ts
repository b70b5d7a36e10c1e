import type { IdeaStreamEvent } from '@ma/api-client/schemas';
import { errorMessage } from '@ma/domain';
import type { IdeaGenerationRow } from '../../db/schema.ts';
import type { PaidServices } from '../credits/paid-request-flow.ts';
import { readBalance } from '../credits/credit-ledger.ts';
import { completePaid, findPaid } from '../credits/paid-request.ts';
import { nextChange, notifyPaid } from '../credits/paid-request-flow.ts';
import { ideasKind, ideasOf, insertIdea, toIdea, toIdeaGeneration } from './ideas.repository.ts';
import type { AiWriter, IdeaBrief } from './writers/writer.ts';

/**
 * The work of a charged generation: one row per idea as it comes (its followers woken each
 * time), then completed. Fewer ideas than asked is a failure (refunded by runPaid). Runs
 * detached from the request: a creator who closes the page still gets the ideas in the history.
 */
export async function writeIdeas(
  services: PaidServices,
  ai: AiWriter,
  brief: IdeaBrief,
  row: IdeaGenerationRow,
  signal: AbortSignal,
): Promise<IdeaGenerationRow | undefined> {
  const { db, clock } = services;
  let position = 0;
  for await (const draft of ai.ideas(brief, row.count, signal)) {
    await insertIdea(db, row.id, position, draft);
    position += 1;
    notifyPaid(services, row.id);
    if (position === row.count) break;
  }
  if (position < row.count) throw new Error(`The writer gave ${position} of ${row.count} ideas`);
  return completePaid(db, ideasKind, row.id, {}, clock.now());
}

/**
 * The lines of a generation, from what is stored: `started`, each idea, then `completed` or
 * `failed`. The first request and any retry with its key read the same thing.
 */
export async function* followGeneration(services: PaidServices, userId: string, id: string): AsyncGenerator<IdeaStreamEvent> {
  const { db } = services;
  let sent = 0;
  let started = false;
  for (;;) {
    const row = await findPaid(db, ideasKind, userId, id);
    if (!row) return;
    if (!started) {
      yield { type: 'started', generation: toIdeaGeneration(row, []), balance: await readBalance(db, userId) };
      started = true;
    }
    // The status is read before the ideas: a 'completed' row has all of its ideas stored.
    const fresh = row.status === 'failed' ? [] : await ideasOf(db, [id], sent);
    for (const idea of fresh) {
      yield { type: 'idea', idea: toIdea(idea) };
      sent = idea.position + 1;
    }
    if (row.status !== 'generating') {
      const generation = toIdeaGeneration(row, await ideasOf(db, [id]));
      const balance = await readBalance(db, userId);
      if (row.status === 'completed') yield { type: 'completed', generation, balance };
      else yield { type: 'failed', generation, balance, detail: errorMessage('AI_GENERATION_FAILED', row.refunded) };
      return;
    }
    await nextChange(services, id);
  }
}
