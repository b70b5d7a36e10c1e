import type { ApiClient } from '@ma/api-client';
import { vi } from 'vitest';

/** What a call passes the client besides its method and path (create-client.ts's options). */
export interface FakeRequestOptions {
  json?: unknown;
  form?: FormData;
  searchParams?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  text?: boolean;
  blob?: boolean;
  /** An NDJSON call's reader: a test hands it the answer's lines. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call's lines have their own schema
  onLine?: (line: any) => void;
}

export type Reply = (method: string, path: string, options: FakeRequestOptions) => Promise<unknown>;

/**
 * A stand-in for the injected API client (the router context's `api`): each request is
 * recorded and answered by `reply`, so a test controls how the "server" answers.
 */
export function fakeApi(reply: Reply) {
  const request = vi.fn((method: string, path: string, options: FakeRequestOptions = {}) => reply(method, path, options));
  return { api: { request } as unknown as ApiClient, request };
}

/** The calls made to `path` (any method, or the one given). */
export const callsTo = (request: ReturnType<typeof fakeApi>['request'], path: string, method?: string) =>
  request.mock.calls.filter(([calledMethod, calledPath]) => calledPath === path && (method === undefined || calledMethod === method));

/** A promise that never settles: a call still on its way. */
export const pending = () => new Promise<never>(() => undefined);

/** Answers each GET from `routes` (a function is asked each time), anything else with `others`. */
export const serving =
  (routes: Record<string, unknown>, others: Reply = pending): Reply =>
  (method, path, options) => {
    if (method !== 'get' || !Object.hasOwn(routes, path)) return others(method, path, options);
    const route = routes[path];
    return Promise.resolve(typeof route === 'function' ? (route as () => unknown)() : route);
  };

/** A promise the test settles when it wants: a call kept on its way while the screen is checked. */
export function deferred<T = undefined>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
