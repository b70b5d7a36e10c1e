import type { AuthResponse } from '@ma/api-client/schemas';
import { postLoginDestination } from '@ma/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { rememberedPath } from './remembered-path.ts';
import { useAuth } from './use-auth.ts';

/**
 * What a successful sign-in of any kind does (password, sign-up, Google, a password reset, the
 * sign-up with Instagram): a fresh cache, the session cookie, then `destination` when the caller
 * has one (the Instagram sign-up's congrats page), else a mailed link the guest came to finish
 * (an errand: the sign-up's e-mail confirmation), else the level's next step
 * (docs/product/routes-and-navigation.md), else the page the guest was sent away from, else home.
 * The remembered page is used up either way, so a later sign-in never lands on it.
 */
export function useFinishSignIn(destination?: string) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ accessToken, level }: AuthResponse) => {
    queryClient.clear();
    auth.signIn(accessToken);
    const remembered = rememberedPath.takeWithKind();
    const errand = remembered.errand ? remembered.path : null;
    await navigate({ href: destination ?? errand ?? postLoginDestination(level) ?? remembered.path ?? '/', replace: true });
  };
}
