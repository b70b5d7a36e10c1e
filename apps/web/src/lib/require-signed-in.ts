import { redirect } from '@tanstack/react-router';
import { rememberedPath } from './remembered-path.ts';
import type { RouterContext } from './router-context.ts';

/**
 * A route's `beforeLoad` for pages that need a session (the private layout, the sign-up's e-mail
 * link): a guest goes to /login, and the page they tried to open is remembered for after
 * (`errand`: a mailed link, returned to before the level's next step; see useFinishSignIn).
 */
export function requireSignedIn(
  { context, location }: { context: Pick<RouterContext, 'auth'>; location: { href: string } },
  { errand = false }: { errand?: boolean } = {},
): void {
  if (context.auth.isLoggedIn()) return;
  rememberedPath.save(location.href, { errand });
  throw redirect({ to: '/login' });
}
