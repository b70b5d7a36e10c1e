import { accountKeys, connectKeys, mediaKitKeys } from '@ma/api-client/query';
import { useQueryClient } from '@tanstack/react-query';

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
