import type { ApiClient } from '@ma/api-client';
import { theme } from '@ma/ui/theme';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * A stand-in for the injected API client (the router context's `api`): each request is
 * recorded and answered by `reply`, so a test controls when and how the "server" answers.
 */
export function fakeApi(reply: (method: string, path: string, json: unknown) => Promise<unknown>) {
  const request = vi.fn((method: string, path: string, options?: { json?: unknown }) => reply(method, path, options?.json));
  return { api: { request } as unknown as ApiClient, request };
}

/** A promise the test settles by hand (to look at the pending state first). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** The providers a credits component needs: the theme and a query client as the app sets it up. */
export function createWrapper() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return { queryClient, wrapper };
}
