import { createApiClient, type ApiClient } from '@ma/api-client';
import { env } from '../env.ts';
import { readAccessToken } from './session.ts';

/** The app's API client: bearer from the cookie; any 401 goes to `onUnauthorized`. */
export function createAppApiClient(onUnauthorized: () => void): ApiClient {
  return createApiClient({
    ...(env.VITE_API_URL ? { baseUrl: env.VITE_API_URL } : {}),
    getToken: readAccessToken,
    onUnauthorized,
  });
}
