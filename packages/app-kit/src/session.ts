import { isApiError, type ApiClient } from '@ma/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/**
 * An internal app's session, the API's HttpOnly cookie: the signed-in person under `[root, 'me']`,
 * null for a guest (the API answers 401), and every other query of the app under `root`, so that
 * 'Sair' and a 401 forget them all at once.
 */
export function appSession<T>(root: string, fetchMe: (api: ApiClient) => Promise<T>) {
  const key = [root, 'me'] as const;
  return {
    query: (api: ApiClient) =>
      queryOptions({
        queryKey: key,
        queryFn: async (): Promise<T | null> => {
          try {
            return await fetchMe(api);
          } catch (error) {
            if (isApiError(error) && error.status === 401) return null;
            throw error;
          }
        },
        staleTime: Infinity,
      }),
    /** Forgets everything the signed-in person loaded: after 'Sair', and after a 401 anywhere. */
    forget: (queryClient: QueryClient): void => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === root && query.queryKey[1] !== 'me' });
      queryClient.setQueryData(key, null);
    },
    /** Keeps the session the API answered (a sign-in, a sign-up): the signed-in pages read it. */
    keep: (queryClient: QueryClient, session: T): void => {
      queryClient.setQueryData(key, session);
    },
  };
}
