import { isApiError, type ApiClient } from '@ma/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getOperator, type Operator } from '@ma/api-client/admin';

/** The signed-in operator, or null for a guest (the API answers 401). */
export const meQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: async (): Promise<Operator | null> => {
      try {
        return await getOperator(api);
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });

/** Forgets everything the signed-in operator loaded: after 'Sair', and after a 401 anywhere. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'me' });
  queryClient.setQueryData(['admin', 'me'], null);
}
