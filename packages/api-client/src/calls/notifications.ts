import type { ApiClient } from '../client/create-client.ts';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationsReadSchema,
  notificationUnsubscribeSchema,
  vapidKeySchema,
  type NotificationPreferencesUpdate,
  type NotificationsReadRequest,
  type PushSubscriptionInput,
  type PushSubscriptionRemoval,
} from '../schemas/notifications.ts';

/** The creator's notifications, newest first; `cursor` is the previous page's (docs/product/notifications.md). */
export const getNotifications = (api: ApiClient, cursor?: string) =>
  api.request('get', '/v3/notifications', { ...(cursor ? { searchParams: { cursor } } : {}), schema: notificationPageSchema });

export const markNotificationsRead = (api: ApiClient, payload: NotificationsReadRequest) =>
  api.request('post', '/v3/notifications/read', { json: payload, schema: notificationsReadSchema });

export const getNotificationPreferences = (api: ApiClient) =>
  api.request('get', '/v3/notifications/preferences', { schema: notificationPreferencesSchema });

export const updateNotificationPreferences = (api: ApiClient, payload: NotificationPreferencesUpdate) =>
  api.request('put', '/v3/notifications/preferences', { json: payload, schema: notificationPreferencesSchema });

/** What the e-mail's unsubscribe link turns off (no session: the token is the key). */
export const getUnsubscribeLink = (api: ApiClient, token: string) =>
  api.request('get', `/v3/notifications/unsubscribe/${encodeURIComponent(token)}`, { schema: notificationUnsubscribeSchema });

/** Turns off that kind's e-mail, the other channels and kinds unchanged (RFC 8058's one-click POST). */
export const unsubscribeByLink = (api: ApiClient, token: string) =>
  api.request('post', `/v3/notifications/unsubscribe/${encodeURIComponent(token)}`, { schema: notificationUnsubscribeSchema });

/** The key this browser's push subscription is made with (404 PUSH_UNAVAILABLE where the server has none). */
export const getVapidKey = (api: ApiClient) => api.request('get', '/v3/notifications/vapid-key', { schema: vapidKeySchema });

/** Notifications on this browser: its push subscription, kept for the signed-in creator. */
export const addPushSubscription = (api: ApiClient, subscription: PushSubscriptionInput) =>
  api.request('post', '/v3/notifications/push-subscriptions', { json: subscription });

/** No more notifications on this browser. */
export const removePushSubscription = (api: ApiClient, removal: PushSubscriptionRemoval) =>
  api.request('delete', '/v3/notifications/push-subscriptions', { json: removal });
