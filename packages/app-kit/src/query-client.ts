import { queryDefaults } from '@ma/api-client/query';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { failureMessage } from './error-message.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation shows its own errors (a form's message). */
      errorToast?: false;
    };
  }
}

/** The internal apps' query client, as the creator app's: no retries, no refetch on focus; a failed mutation becomes a toast unless it shows its own. */
export function createQueryClient(showError: (toast: { title: string }) => void): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...queryDefaults }, mutations: { retry: false } },
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        if (mutation.meta?.errorToast !== false) showError({ title: failureMessage(error) });
      },
    }),
  });
}
