import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import type { RunMode } from '../../runtime-mode.ts';
import { createOfflineWriter } from './writers/offline-writer.ts';
import { createOpenAiWriter } from './writers/openai-writer.ts';
import type { AiWriter } from './writers/writer.ts';

/** A pause between the offline generator's ideas, so that they arrive one by one as a model's would. */
const OFFLINE_PACE_MS = 350;

/**
 * Aira's writer from the environment (docs/product/aira.md, "Who writes"): an OpenAI-compatible
 * model when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set; else the offline generator in the
 * demo, or in production when the operator chose it (`AI_OFFLINE_WRITER=1`); else none, and Aira
 * answers AI_UNAVAILABLE before anything is charged.
 */
export function aiWriter(
  env: Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_OFFLINE_WRITER'>,
  deps: { logger: Logger; mode: RunMode },
): AiWriter | null {
  const { logger } = deps;
  if (env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL) {
    logger.info('aira: OpenAI-compatible writer', { baseUrl: env.AI_BASE_URL, model: env.AI_MODEL });
    return createOpenAiWriter({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS });
  }
  if (env.AI_BASE_URL || env.AI_API_KEY || env.AI_MODEL) logger.warn('aira: AI_BASE_URL, AI_API_KEY and AI_MODEL go together');
  if (deps.mode === 'demo' || env.AI_OFFLINE_WRITER) {
    logger.info('aira: offline generator (set AI_BASE_URL, AI_API_KEY and AI_MODEL for a model)');
    return createOfflineWriter({ delayMs: OFFLINE_PACE_MS });
  }
  logger.info('aira: no writer (set AI_BASE_URL, AI_API_KEY and AI_MODEL, or AI_OFFLINE_WRITER=1): Aira is unavailable');
  return null;
}
