import { isApiError } from '@ma/api-client';
import { connectKeys, mediaKitKeys } from '@ma/api-client/query';
import { disconnectNetworkMutationOptions, refreshNetworkMutationOptions } from '@ma/api-client/query/mutations';
import { disconnectedMessage, levelLabel, STATS_REFRESHED } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api.ts';
import { connectErrorMessage } from '../connect-error.ts';
import { useRefreshAfterConnect } from '../use-refresh-after-connect.ts';

/**
 * 'Atualizar': the answer is the whole connections list, stored as is. Refused as too soon (429)
 * or because the token stopped working (409 NETWORK_NEEDS_RECONNECT), the list is read again so
 * the card shows when it may retry, or its 'Reconectar' state.
 */
export function useRefreshNetwork() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshNetworkMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: (connections) => {
      queryClient.setQueryData(connectKeys.networks(), connections);
      toast.success(STATS_REFRESHED);
      // The kit shows the same numbers.
      return queryClient.invalidateQueries({ queryKey: mediaKitKeys.all });
    },
    onError: (error) => {
      toast.error(connectErrorMessage(error));
      if (isApiError(error) && (error.code === 'STATS_REFRESH_TOO_SOON' || error.code === 'NETWORK_NEEDS_RECONNECT')) {
        return queryClient.invalidateQueries({ queryKey: connectKeys.all });
      }
    },
  });
}

/** 'Desconectar', once confirmed: says so (and the new level when it changed) and refreshes what depends on it. */
export function useDisconnectNetwork(onDone: () => void) {
  const api = useApi();
  const refreshAfterConnect = useRefreshAfterConnect();
  return useMutation({
    ...disconnectNetworkMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: async ({ network, level, previousLevel }) => {
      onDone();
      const title = disconnectedMessage(network);
      toast.success(level === previousLevel ? title : { title, message: `Seu nível agora é ${levelLabel(level)}.` });
      await refreshAfterConnect();
    },
    onError: (error) => toast.error(connectErrorMessage(error)),
  });
}
