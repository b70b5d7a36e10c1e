import type { RouteHandler } from '@hono/zod-openapi';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationsReadRequestSchema,
  notificationsReadSchema,
  notificationUnsubscribeSchema,
  pushSubscriptionRemovalSchema,
  pushSubscriptionSchema,
  vapidKeySchema,
} from '@ma/api-client/schemas';
import { notificationMessages } from '@ma/domain';
import { pageOf, requireCursor } from '../../lib/keyset.ts';
import type { AuthedEnv } from '../../lib/types.ts';
import { fieldError } from '../../lib/validation.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import type { AppServices } from '../services.ts';
import type { Context } from 'hono';
import { clientAddress } from '../../lib/client-address.ts';
import { apiError, tooManyAttempts } from '../../lib/errors.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';
import type { AppEnv } from '../../lib/types.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { mailByUnsubscribeToken } from './mails.repository.ts';
import { removePushSubscription as removeSubscription, savePushSubscription } from './push/subscriptions.repository.ts';
import type {
  AddPushSubscriptionRoute,
  ListRoute,
  RemovePushSubscriptionRoute,
  VapidKeyRoute,
  MarkReadRoute,
  PreferencesRoute,
  UnsubscribeLinkRoute,
  UnsubscribeRoute,
  UpdatePreferencesRoute,
} from './notifications.routes.ts';
import {
  countUnread,
  listNotifications,
  markRead as markReadRows,
  readPreferences,
  toNotification,
  writePreferences,
} from './notifications.repository.ts';

/** The services this module's handlers use. */
export type NotificationsNeeds = Pick<AppServices, 'db' | 'clock' | 'rateLimiter' | 'trustProxy' | 'push'>;

const PAGE_SIZE = 20;

export const list: RouteHandler<ListRoute, AuthedEnv<NotificationsNeeds>> = async (c) => {
  const { db } = c.var.services;
  const userId = c.var.user.id;
  const after = requireCursor(c.req.valid('query').cursor, () => fieldError('cursor', notificationMessages.cursorInvalid));
  const rows = await listNotifications(db, userId, PAGE_SIZE + 1, after);
  const { page, nextCursor } = pageOf(rows, PAGE_SIZE, (row) => ({ at: row.createdAt, id: row.id }));
  const body = { items: page.map(toNotification), unread: await countUnread(db, userId), cursor: nextCursor };
  return c.json(toWire(notificationPageSchema, body), 200);
};

export const markRead: RouteHandler<MarkReadRoute, AuthedEnv<NotificationsNeeds>> = async (c) => {
  const request = fromWire(notificationsReadRequestSchema, c.req.valid('json'));
  const { db, clock } = c.var.services;
  const userId = c.var.user.id;
  const read = await markReadRows(db, userId, request.ids ? { ids: request.ids } : { all: true }, clock.now());
  return c.json(toWire(notificationsReadSchema, { read, unread: await countUnread(db, userId) }), 200);
};

export const preferences: RouteHandler<PreferencesRoute, AuthedEnv<NotificationsNeeds>> = async (c) => {
  const found = await readPreferences(c.var.services.db, c.var.user.id);
  return c.json(toWire(notificationPreferencesSchema, { preferences: found }), 200);
};

export const updatePreferences: RouteHandler<UpdatePreferencesRoute, AuthedEnv<NotificationsNeeds>> = async (c) => {
  const { preferences: changes } = fromWire(notificationPreferencesUpdateSchema, c.req.valid('json'));
  const { db, clock } = c.var.services;
  await writePreferences(db, c.var.user.id, changes, clock.now());
  return c.json(toWire(notificationPreferencesSchema, { preferences: await readPreferences(db, c.var.user.id) }), 200);
};

/**
 * Unknown unsubscribe tokens per client address in 15 minutes. Only misses count: a valid token
 * (32 random bytes) always works, also when a mail provider unsubscribes many people from one
 * address; someone trying tokens is stopped as a sign-in guesser is.
 */
export const UNSUBSCRIBE_MISS_RULE: RateLimitRule = { limit: 20, windowMs: 15 * 60 * 1000 };

/** The mail the token came with, or 404; an unknown token takes one of the address's misses (429 once they are spent). */
async function mailOfToken(c: Context<AppEnv<NotificationsNeeds>>, token: string) {
  const { db, rateLimiter, trustProxy, clock } = c.var.services;
  const key = `unsubscribe:miss:${clientAddress(c, trustProxy)}`;
  const decision = await rateLimiter.consume(key, UNSUBSCRIBE_MISS_RULE, clock.now().getTime());
  if (!decision.allowed) throw tooManyAttempts('TOO_MANY_UNSUBSCRIBE_REQUESTS', decision.retryAfterMs);
  const mail = token.length <= 100 ? await mailByUnsubscribeToken(db, hashSecretToken(token)) : undefined;
  if (!mail) throw apiError('UNSUBSCRIBE_LINK_NOT_FOUND');
  await rateLimiter.release(key, decision.ticket);
  return mail;
}

export const unsubscribeLink: RouteHandler<UnsubscribeLinkRoute, AppEnv<NotificationsNeeds>> = async (c) => {
  const mail = await mailOfToken(c, c.req.valid('param').token);
  const current = (await readPreferences(c.var.services.db, mail.userId)).find((item) => item.kind === mail.kind);
  return c.json(toWire(notificationUnsubscribeSchema, { kind: mail.kind, email: current?.email ?? true }), 200);
};

export const unsubscribe: RouteHandler<UnsubscribeRoute, AppEnv<NotificationsNeeds>> = async (c) => {
  const mail = await mailOfToken(c, c.req.valid('param').token);
  const { db, clock } = c.var.services;
  const current = (await readPreferences(db, mail.userId)).find((item) => item.kind === mail.kind);
  if (current?.email !== false) {
    await writePreferences(
      db,
      mail.userId,
      [{ kind: mail.kind, inApp: current?.inApp ?? true, push: current?.push ?? true, email: false }],
      clock.now(),
    );
  }
  return c.json(toWire(notificationUnsubscribeSchema, { kind: mail.kind, email: false }), 200);
};

/** The push sender, or 404 PUSH_UNAVAILABLE on a server without VAPID keys. */
function available(push: NotificationsNeeds['push']) {
  if (!push) throw apiError('PUSH_UNAVAILABLE');
  return push;
}

export const vapidKey: RouteHandler<VapidKeyRoute, AuthedEnv<NotificationsNeeds>> = async (c) =>
  c.json(toWire(vapidKeySchema, { publicKey: available(c.var.services.push).publicKey }), 200);

export const addPushSubscription: RouteHandler<AddPushSubscriptionRoute, AuthedEnv<NotificationsNeeds>> = async (c) => {
  const push = available(c.var.services.push);
  const { endpoint, keys } = fromWire(pushSubscriptionSchema, c.req.valid('json'));
  // The server will POST to this address: only to the browsers' push services.
  if (!push.acceptsEndpoint(endpoint)) throw fieldError('endpoint', notificationMessages.pushServiceNotAllowed);
  const userAgent = c.req.header('user-agent')?.slice(0, 300);
  const { db, clock } = c.var.services;
  await savePushSubscription(db, c.var.user.id, { endpoint, ...keys, userAgent }, clock.now());
  return c.body(null, 204);
};

export const removePushSubscription: RouteHandler<RemovePushSubscriptionRoute, AuthedEnv<NotificationsNeeds>> = async (c) => {
  const { endpoint } = fromWire(pushSubscriptionRemovalSchema, c.req.valid('json'));
  await removeSubscription(c.var.services.db, c.var.user.id, endpoint);
  return c.body(null, 204);
};
