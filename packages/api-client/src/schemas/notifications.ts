import { notificationKinds, notificationMessages } from '@ma/domain';
import { z } from 'zod';

// The creator's notifications and their choices (docs/product/notifications.md).

export const notificationKindSchema = z.enum(notificationKinds, { error: notificationMessages.kindInvalid });

/** One notification as the bell and /notifications show it: its pt-BR text and the page it opens. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  text: z.string(),
  /** The app's path it opens ('/publis?tab=candidaturas'). */
  path: z.string(),
  createdAt: z.string(),
  /** null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /v3/notifications?cursor=: newest first, 20 a page. */
export const notificationsQuerySchema = z.object({
  /** The `cursor` of the previous page: opaque. */
  cursor: z
    .string({ error: notificationMessages.cursorInvalid })
    .max(200, { error: notificationMessages.cursorInvalid })
    .regex(/^[\w-]+$/, { error: notificationMessages.cursorInvalid })
    .optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** The creator's unread notifications, all pages together. */
  unread: z.number().int().nonnegative(),
  /** The next page's cursor; null on the last page. */
  cursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** POST /v3/notifications/read: these (the caller's own; others are ignored), or all of them; one of the two. */
export const notificationsReadRequestSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: notificationMessages.idsInvalid }), { error: notificationMessages.readTargetRequired })
      .min(1, { error: notificationMessages.readTargetRequired })
      .max(100, { error: notificationMessages.tooManyIds })
      .optional(),
    all: z.literal(true, { error: notificationMessages.readTargetRequired }).optional(),
  })
  .refine((request) => (request.ids === undefined) !== (request.all === undefined), { error: notificationMessages.readTargetRequired });
export type NotificationsReadRequest = z.infer<typeof notificationsReadRequestSchema>;

/** How many were marked read now, and what is still unread. */
export const notificationsReadSchema = z.object({ read: z.number().int().nonnegative(), unread: z.number().int().nonnegative() });
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;

/** One kind's channels. */
export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  inApp: z.boolean({ error: 'Informe se quer ver no app.' }),
  email: z.boolean({ error: 'Informe se quer receber por e-mail.' }),
  push: z.boolean({ error: 'Informe se quer receber no celular.' }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET /v3/notifications/preferences: every kind, the defaults where the creator never chose. */
export const notificationPreferencesSchema = z.object({ preferences: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /v3/notifications/preferences: the kinds given change, the others stay. */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema, { error: notificationMessages.preferencesRequired })
    .min(1, { error: notificationMessages.preferencesRequired })
    .max(notificationKinds.length, { error: notificationMessages.kindRepeated })
    .refine((items) => new Set(items.map((item) => item.kind)).size === items.length, { error: notificationMessages.kindRepeated }),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/**
 * GET and POST /v3/notifications/unsubscribe/{token}: the kind a notification e-mail's one-click
 * link names, and whether that kind's e-mail is on now (false once the POST is done).
 */
export const notificationUnsubscribeSchema = z.object({ kind: notificationKindSchema, email: z.boolean() });
export type NotificationUnsubscribe = z.infer<typeof notificationUnsubscribeSchema>;

/** GET /v3/notifications/vapid-key: the server's VAPID public key (base64url), the `applicationServerKey` of `pushManager.subscribe`. */
export const vapidKeySchema = z.object({ publicKey: z.string() });
export type VapidKey = z.infer<typeof vapidKeySchema>;

const base64url = (bytes: number) =>
  z
    .string({ error: notificationMessages.pushSubscriptionInvalid })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`), { error: notificationMessages.pushSubscriptionInvalid });

const pushEndpointSchema = z
  .url({ protocol: /^https?$/, error: notificationMessages.pushSubscriptionInvalid })
  .max(2000, { error: notificationMessages.pushSubscriptionInvalid });

/**
 * POST /v3/notifications/push-subscriptions: this browser's subscription as `PushSubscription.toJSON()`
 * gives it: the push service's address, and the keys the messages are encrypted to (the P-256
 * public key, 65 bytes, and the 16-byte auth secret, base64url).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: notificationMessages.pushSubscriptionInvalid }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /v3/notifications/push-subscriptions: this browser's subscription, by its address. */
export const pushSubscriptionRemovalSchema = z.object({ endpoint: pushEndpointSchema });
export type PushSubscriptionRemoval = z.infer<typeof pushSubscriptionRemovalSchema>;
