import { describe, expect, it } from 'vitest';
import { silentLogger } from './lib/logger.ts';
import { aiWriter } from './runtime-ai.ts';

const none = { AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined, AI_TIMEOUT_MS: 60_000 };

describe("Aira's writer from the environment", () => {
  it('is the OpenAI-compatible model only when the URL, the key and the model are all set', () => {
    const model = aiWriter({ ...none, AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_API_KEY: 'ollama', AI_MODEL: 'llama3.1' }, silentLogger);
    expect(model).toMatchObject({ kind: 'openai-compatible', model: 'llama3.1' });
    expect(aiWriter(none, silentLogger)).toMatchObject({ kind: 'offline', model: null });
    expect(aiWriter({ ...none, AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' }, silentLogger)).toMatchObject({ kind: 'offline' });
  });
});
