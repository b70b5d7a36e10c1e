import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../lib/logger.ts';
import { aiWriter } from './aira.runtime.ts';

const none = { AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined, AI_TIMEOUT_MS: 60_000, AI_OFFLINE_WRITER: false };
const demo = { logger: silentLogger, mode: 'demo' as const };
const production = { logger: silentLogger, mode: 'production' as const };
const model = { AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_API_KEY: 'ollama', AI_MODEL: 'llama3.1' };

describe("Aira's writer from the environment", () => {
  it('is the OpenAI-compatible model only when the URL, the key and the model are all set', () => {
    expect(aiWriter({ ...none, ...model }, demo)).toMatchObject({ kind: 'openai-compatible', model: 'llama3.1' });
    expect(aiWriter({ ...none, ...model }, production)).toMatchObject({ kind: 'openai-compatible', model: 'llama3.1' });
    expect(aiWriter({ ...none, AI_BASE_URL: model.AI_BASE_URL, AI_MODEL: model.AI_MODEL }, demo)).toMatchObject({ kind: 'offline' });
  });

  it('is the offline generator in the demo, and in production only when the operator chose it', () => {
    expect(aiWriter(none, demo)).toMatchObject({ kind: 'offline', model: null });
    expect(aiWriter(none, production)).toBeNull();
    expect(aiWriter({ ...none, AI_BASE_URL: model.AI_BASE_URL }, production)).toBeNull();
    expect(aiWriter({ ...none, AI_OFFLINE_WRITER: true }, production)).toMatchObject({ kind: 'offline' });
  });
});
