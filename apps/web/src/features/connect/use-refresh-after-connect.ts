import { accountKeys, connectKeys, mediaKitKeys } from '@ma/api-client/query';
import { toast } from '@ma/ui/toasts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';

/**
 * What connecting or disconnecting a network changes: the level (account info: the sidebar's
 * medal, the congrats page), the kit's numbers and the connect page. Resolves once the reads on
 * screen have refetched, so the next page shows the new level.
 */
export function useRefreshAfterConnect() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: mediaKitKeys.all }),
      queryClient.invalidateQueries({ queryKey: connectKeys.all }),
    ]).then(() => undefined);
}

/**
 * A network just connected: its success toast, the reads refreshed, then the congrats page.
 * Replaced: going back must not reopen a picker or a callback whose token is spent.
 */
export function useFinishConnect() {
  const navigate = useNavigate();
  const refreshAfterConnect = useRefreshAfterConnect();
  return async (success: string) => {
    toast.success(success);
    await refreshAfterConnect();
    await navigate({ to: '/media-kit/congrats', replace: true });
  };
}
