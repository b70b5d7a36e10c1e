import { queryDefaults } from '@ma/api-client/query';
import { hydrate, MutationCache, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { failureMessage } from './error-message.ts';

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
 * One app-level place turns failed mutations into toasts (docs/conventions.md). Query
 * defaults follow docs/architecture.md: no retries, no refetch on focus, an answer fresh for 2 s.
 */
export function createQueryClient(showError: (toast: { title: string; message?: string }) => void): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...queryDefaults }, mutations: { retry: false } },
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        const meta = mutation.meta;
        if (meta?.errorToast === false) return;
        if (meta?.errorTitle) showError({ title: meta.errorTitle, message: failureMessage(error) });
        else showError({ title: failureMessage(error) });
      },
    }),
  });
}

/**
 * Starts `client` from the answers a private page was drawn from on the server (src/app-shell).
 * They are what the page on screen shows, so they stay fresh until the app has taken the page over
 * (`tookOver`, which this returns), however long that takes on a slow phone: at 4x CPU the takeover
 * took 2.5 s, past the 2 s an answer stays fresh, and every drawn call went out again, and every
 * list drawn from one rendered twice (once as it went stale). Afterwards they count from their
 * arrival, in this browser's clock (the server's may differ).
 */
export function startFromDrawnAnswers(client: QueryClient, answers: DehydratedState): () => void {
  const now = Date.now();
  hydrate(client, { ...answers, queries: answers.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) });
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, staleTime: Number.POSITIVE_INFINITY } });
  return () => client.setDefaultOptions(defaults);
}
