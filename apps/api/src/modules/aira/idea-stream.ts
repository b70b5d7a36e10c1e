import type { IdeaStreamEvent } from '@ma/api-client/schemas';
import { errorMessage } from '@ma/domain';
import type { IdeaGenerationRow } from '../../db/schema.ts';
import type { AppServices } from '../../lib/types.ts';
import { readBalance } from '../credits/credit-ledger.ts';
import { completeGeneration, failGeneration, findGeneration, ideasOf, insertIdea, toIdea, toIdeaGeneration } from './ideas.repository.ts';
import { isAbandoned } from './paid-request.ts';
import type { AiWriter, IdeaBrief } from './writers/writer.ts';

/** A whole generation's limit: past it, the writer is stopped and the request refunded. */
const GENERATION_LIMIT_MS = 10 * 60 * 1000;
/** How often a follower looks at the database when no write of this process woke it. */
const POLL_MS = 250;

/**
 * Wakes the followers of a generation when this process writes to it. Followers in other
 * processes (a retry that reached another API process) find the writes by polling.
 */
export interface GenerationSignals {
  wait(id: string, ms: number): Promise<void>;
  notify(id: string): void;
}

export function createGenerationSignals(): GenerationSignals {
  const waiting = new Map<string, Set<() => void>>();
  return {
    wait(id, ms) {
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiting.get(id)?.delete(wake);
          if (waiting.get(id)?.size === 0) waiting.delete(id);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        const set = waiting.get(id) ?? new Set();
        set.add(wake);
        waiting.set(id, set);
      });
    },
    notify(id) {
      for (const wake of [...(waiting.get(id) ?? [])]) wake();
    },
  };
}

/**
 * Writes the ideas of a charged generation, one row each as it comes, then completes it; any
 * failure (the writer's, a timeout, fewer ideas than asked) fails it and refunds it. Runs
 * detached from the request: a creator who closes the page still gets the ideas in the history.
 */
export async function writeIdeas(
  services: AppServices & { ai: AiWriter },
  signals: GenerationSignals,
  row: IdeaGenerationRow,
  brief: IdeaBrief,
): Promise<void> {
  const { db, clock, logger, ai } = services;
  try {
    let position = 0;
    for await (const draft of ai.ideas(brief, row.count, AbortSignal.timeout(GENERATION_LIMIT_MS))) {
      await insertIdea(db, row.id, position, draft);
      position += 1;
      signals.notify(row.id);
      if (position === row.count) break;
    }
    if (position < row.count) throw new Error(`The writer gave ${position} of ${row.count} ideas`);
    await completeGeneration(db, row.id, clock.now());
  } catch (error) {
    logger.warn('aira: generation failed, refunding', { generation: row.id, provider: ai.kind, error });
    await failGeneration(db, row, clock.now());
  } finally {
    signals.notify(row.id);
  }
}

/**
 * The lines of a generation, from what is stored: `started`, each idea, then `completed` or
 * `failed`. The first request and any retry with its key read the same thing.
 */
export async function* followGeneration(
  services: AppServices,
  signals: GenerationSignals,
  userId: string,
  id: string,
): AsyncGenerator<IdeaStreamEvent> {
  const { db, clock } = services;
  let sent = 0;
  let started = false;
  for (;;) {
    const row = await findGeneration(db, userId, id);
    if (!row) return;
    if (isAbandoned(row, clock.now())) {
      await failGeneration(db, row, clock.now());
      continue;
    }
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
    await signals.wait(id, POLL_MS);
  }
}
