import { markNotificationsReadMutationOptions, notificationKeys } from '@ma/api-client/query/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';

/**
 * Marks notifications read (`{ids}` or `{all: true}`): the bell takes the answer's `unread` at
 * once, and the notifications' root key is refreshed (conventions.md "Data flow").
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...markNotificationsReadMutationOptions(useApi()),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
