import { isApiError, type ApiClient } from '@ma/api-client';
import { getBrandSession, type BrandSession } from '@ma/api-client/brand';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

/** Every query of this app starts with it, so that 'Sair' and a 401 forget them all at once. */
export const BRAND_KEY = 'brand';

const SESSION_KEY = [BRAND_KEY, 'me'] as const;

/** The signed-in member and their brand, or null for a guest (the API answers 401). */
export const sessionQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<BrandSession | null> => {
      try {
        return await getBrandSession(api);
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });

/** Forgets everything the signed-in member loaded: after 'Sair', and after a 401 anywhere. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === BRAND_KEY && query.queryKey[1] !== 'me' });
  queryClient.setQueryData(SESSION_KEY, null);
}

/** Keeps the session the API answered (sign-up, sign-in, an accepted invitation): the signed-in pages read it. */
export function keepSession(queryClient: QueryClient, session: BrandSession): void {
  queryClient.setQueryData(SESSION_KEY, session);
}

/**
 * The session the signed-in pages show, read again when the member comes back to the tab after a
 * while: the e-mail proven in another tab, the team's approval, or a removal (a 401, and the guard
 * sends them to 'Entrar') show without a reload. `signedIn` is the guard's, until then.
 */
export function useLiveSession(api: ApiClient, signedIn: BrandSession): BrandSession {
  const { data } = useQuery({ ...sessionQuery(api), staleTime: 5_000, refetchOnWindowFocus: true });
  return data ?? signedIn;
}
