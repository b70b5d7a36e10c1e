import type { ApiClient } from '@ma/api-client';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';

/**
 * The app's API client, as the router context holds it (router.tsx), for components and
 * hooks. Loaders and `beforeLoad` read it from their `context` argument instead; no
 * component takes it as a prop.
 */
export function useApi(): ApiClient {
  return useRouteContext({ from: rootRouteId, select: (context) => context.api });
}
