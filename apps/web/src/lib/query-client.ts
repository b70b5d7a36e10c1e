import { isApiError } from '@ma/api-client';
import { queryDefaults } from '@ma/api-client/query';
import { DEFAULT_ERROR_MESSAGE } from '@ma/domain';
import { MutationCache, QueryClient } from '@tanstack/react-query';


/** The server's pt-BR detail when it sent one, else the generic message. */
export function errorMessage(error: unknown): string {
  return isApiError(error) && error.hasServerMessage ? error.message : DEFAULT_ERROR_MESSAGE;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Title of the error toast; the error's message becomes its body. */
      errorTitle?: string;
      /** The mutation shows its own errors (e.g. the login form). */
      errorToast?: false;
    };
  }
}

/**
 * One app-level place turns failed mutations into toasts (STYLE.md, 6). Query
 * defaults follow SPEC.md section 7: no retries, no refetch on focus, stale time 0.
 */
export function createQueryClient(showError: (toast: { title: string; message?: string }) => void): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...queryDefaults }, mutations: { retry: false } },
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        const meta = mutation.meta;
        if (meta?.errorToast === false) return;
        if (meta?.errorTitle) showError({ title: meta.errorTitle, message: errorMessage(error) });
        else showError({ title: errorMessage(error) });
      },
    }),
  });
}
