import { redirect } from '@tanstack/react-router';
import { rememberedPath } from './remembered-path.ts';
import type { RouterContext } from './router-context.ts';

/**
 * A route's `beforeLoad` for pages that need a session (the private layout, the sign-up's e-mail
 * link): a guest goes to /login, and the page they tried to open is remembered for after.
 */
export function requireSignedIn({ context, location }: { context: Pick<RouterContext, 'auth'>; location: { href: string } }): void {
  if (context.auth.isLoggedIn()) return;
  rememberedPath.save(location.href);
  throw redirect({ to: '/login' });
}
