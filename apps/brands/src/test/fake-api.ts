import { ApiError, type ApiClient } from '@ma/api-client';
import { vi } from 'vitest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test's answer reads the JSON it expects
type Answer = unknown | ((json: any) => unknown);

/**
 * An ApiClient answering by "METHOD /path" (`answers`): a value, a function of the sent JSON, or
 * an ApiError (thrown). The reference lists forms read (niches, states, cities) answer by default.
 * `request` is a mock: what was sent is in its calls.
 */
export function fakeApi(answers: Record<string, Answer> = {}) {
  const all: Record<string, Answer> = {
    'get /v3/dataset/categories': {
      items: [
        { id: 'beleza', name: 'Beleza' },
        { id: 'moda', name: 'Moda' },
      ],
    },
    'get /v3/dataset/states': { items: [{ uf: 'BA', name: 'Bahia' }] },
    'get /v3/dataset/states/BA/cities': { items: ['Salvador'] },
    ...answers,
  };
  const request = vi.fn(async (method: string, path: string, options?: { json?: unknown }) => {
    const key = `${method} ${path}`;
    if (!(key in all)) throw new ApiError(404, { detail: `No answer for ${key}` });
    const answer = all[key];
    if (answer instanceof ApiError) throw answer;
    return typeof answer === 'function' ? (answer as (json: unknown) => unknown)(options?.json) : answer;
  });
  return { api: { request } as unknown as ApiClient, request };
}
