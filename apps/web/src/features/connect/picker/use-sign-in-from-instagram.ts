import type { AuthResponse } from '@ma/api-client/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { rememberedPath } from '../../../lib/remembered-path.ts';
import { useAuth } from '../../../lib/use-auth.ts';

/**
 * Signs in the account the public picker just made, the way every sign-in does
 * (features/auth/use-finish-sign-in.ts: a fresh cache, the session cookie, the remembered page
 * used up), then goes to the congrats page rather than the level's next step: the account has
 * no password yet, and congrats is where it creates one.
 */
export function useSignInFromInstagram() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ accessToken }: AuthResponse) => {
    queryClient.clear();
    auth.signIn(accessToken);
    rememberedPath.take();
    await navigate({ to: '/media-kit/congrats', replace: true });
  };
}
