import type { ApiClient } from '../client/create-client.ts';
import type { NotificationPage, NotificationPreferencesUpdate, NotificationsReadRequest } from '../schemas/notifications.ts';
import { notificationsCalls } from './calls.ts';

/**
 * The creator's notifications (docs/product/notifications.md): a subpath of its own
 * ('@ma/api-client/query/notifications'). Marking read and changing preferences refresh
 * `notificationKeys.all`.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

/** Newest first, a page at a time (`useInfiniteQuery`) with the server's cursor; each page carries the unread count. */
export const notificationsInfiniteQueryOptions = (api: ApiClient) => ({
  queryKey: notificationKeys.list(),
  queryFn: async ({ pageParam }: { pageParam: string | null }) => (await notificationsCalls()).getNotifications(api, pageParam ?? undefined),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage: NotificationPage): string | undefined => lastPage.cursor ?? undefined,
});

export const notificationPreferencesQueryOptions = (api: ApiClient) => ({
  queryKey: notificationKeys.preferences(),
  queryFn: async () => (await notificationsCalls()).getNotificationPreferences(api),
});

/** `{ids}` or `{all: true}`. */
export const markNotificationsReadMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: NotificationsReadRequest) => (await notificationsCalls()).markNotificationsRead(api, payload),
});

export const updateNotificationPreferencesMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: NotificationPreferencesUpdate) => (await notificationsCalls()).updateNotificationPreferences(api, payload),
});
