import type { ApiClient } from '../client/create-client.ts';
import type { NotificationPage } from '../schemas/notifications.ts';
import { mutationOf, notificationsCalls } from './calls.ts';

/**
 * The creator's notifications (docs/product/notifications.md): a subpath of its own
 * ('@ma/api-client/query/notifications'). Marking read and changing preferences refresh
 * `notificationKeys.all`.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  unsubscribe: (token: string) => [...notificationKeys.all, 'unsubscribe', token] as const,
  vapidKey: () => [...notificationKeys.all, 'vapid-key'] as const,
};

/** Newest first, a page at a time (`useInfiniteQuery`) with the server's cursor; each page carries the unread count. */
export const notificationsInfiniteQueryOptions = (api: ApiClient) => ({
  queryKey: notificationKeys.list(),
  queryFn: async ({ pageParam }: { pageParam: string | null }) => (await notificationsCalls()).getNotifications(api, pageParam ?? undefined),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage: NotificationPage): string | undefined => lastPage.cursor ?? undefined,
});

/** How often the bell asks for the unread count while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The bell's unread count: the first page's `unread`, asked again every minute and on window
 * focus, never while the tab is hidden (react-query pauses `refetchInterval` then). Polling, not
 * server-sent events: one cheap GET that any API process answers, where SSE would hold a
 * connection per open tab on one process (docs/decisions/021-notification-polling.md).
 */
export const unreadNotificationsQueryOptions = (api: ApiClient) => ({
  queryKey: notificationKeys.unread(),
  queryFn: async () => (await (await notificationsCalls()).getNotifications(api)).unread,
  staleTime: 30_000,
  refetchInterval: UNREAD_POLL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
});

export const notificationPreferencesQueryOptions = (api: ApiClient) => ({
  queryKey: notificationKeys.preferences(),
  queryFn: async () => (await notificationsCalls()).getNotificationPreferences(api),
});

/** `{ids}` or `{all: true}`. */
export const markNotificationsReadMutationOptions = mutationOf(notificationsCalls, (calls) => calls.markNotificationsRead);

export const updateNotificationPreferencesMutationOptions = mutationOf(notificationsCalls, (calls) => calls.updateNotificationPreferences);

/** What a notification e-mail's unsubscribe link turns off (no session: the token is the key). */
export const unsubscribeLinkQueryOptions = (api: ApiClient, token: string) => ({
  queryKey: notificationKeys.unsubscribe(token),
  queryFn: async () => (await notificationsCalls()).getUnsubscribeLink(api, token),
  retry: false,
});

/** Turns off the e-mail of the link's kind. */
export const unsubscribeMutationOptions = mutationOf(notificationsCalls, (calls) => calls.unsubscribeByLink);

/** The server's VAPID key: fixed for the server's life, asked once. */
export const vapidKeyQueryOptions = (api: ApiClient) => ({
  queryKey: notificationKeys.vapidKey(),
  queryFn: async () => (await notificationsCalls()).getVapidKey(api),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});
