import type { ApiClient } from '@ma/api-client';
import { vi } from 'vitest';
import { createAppWrapper } from '../../test/app-wrapper.tsx';

export { deferred } from '../../test/fake-api.ts';

/**
 * A stand-in for the injected API client (the router context's `api`): each request is
 * recorded and answered by `reply`, so a test controls when and how the "server" answers.
 */
export function fakeApi(reply: (method: string, path: string, json: unknown) => Promise<unknown>) {
  const request = vi.fn((method: string, path: string, options?: { json?: unknown }) => reply(method, path, options?.json));
  return { api: { request } as unknown as ApiClient, request };
}

/**
 * The providers a credits component needs, as the app sets them up (test/app-wrapper.tsx):
 * the theme, a query client and a router whose context holds `api` (by default one that
 * never answers, for parts that make no call).
 */
export function createWrapper(api: ApiClient = fakeApi(() => new Promise(() => undefined)).api) {
  return createAppWrapper({ api });
}
