import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { Auth } from './auth.ts';

/**
 * The logged-in flag and the session (lib/auth.ts), as the router context holds it, for
 * components and hooks. Loaders and `beforeLoad` read it from their `context` argument.
 */
export function useAuth(): Auth {
  return useRouteContext({ from: rootRouteId, select: (context) => context.auth });
}
