import type { ApiClient } from '@ma/api-client';
import { getBrandSession, type BrandSession } from '@ma/api-client/brand';
import { appSession } from '@ma/app-kit/session';
import { useQuery } from '@tanstack/react-query';

/** Every query of this app starts with it, so that 'Sair' and a 401 forget them all at once. */
export const BRAND_KEY = 'brand';

const brandSession = appSession(BRAND_KEY, getBrandSession);

/** The signed-in member and their brand, or null for a guest (the API answers 401). */
export const sessionQuery = brandSession.query;

/** Forgets everything the signed-in member loaded: after 'Sair', and after a 401 anywhere. */
export const forgetSession = brandSession.forget;

/** Keeps the session the API answered (sign-up, sign-in, an accepted invitation): the signed-in pages read it. */
export const keepSession = brandSession.keep;

/**
 * The session the signed-in pages show, read again when the member comes back to the tab after a
 * while: the e-mail proven in another tab, the team's approval, or a removal (a 401, and the guard
 * sends them to 'Entrar') show without a reload. `signedIn` is the guard's, until then.
 */
export function useLiveSession(api: ApiClient, signedIn: BrandSession): BrandSession {
  const { data } = useQuery({ ...sessionQuery(api), staleTime: 5_000, refetchOnWindowFocus: true });
  return data ?? signedIn;
}
