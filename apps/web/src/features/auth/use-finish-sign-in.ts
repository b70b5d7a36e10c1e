import type { AuthResponse } from '@ma/api-client/schemas';
import { postLoginDestination } from '@ma/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { rememberedPath } from '../../lib/remembered-path.ts';

/**
 * What a successful sign-in of any kind does (password, Google, a password reset): a fresh
 * cache, the session cookie, then the level's next step (SPEC.md section 2), else the page
 * the guest was sent away from, else home.
 */
export function useFinishSignIn() {
  const { auth } = useRouteContext({ from: '/_auth' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ accessToken, level }: AuthResponse) => {
    queryClient.clear();
    auth.signIn(accessToken);
    const destination = postLoginDestination(level);
    if (destination) rememberedPath.take();
    await navigate({ href: destination ?? rememberedPath.take() ?? '/', replace: true });
  };
}
