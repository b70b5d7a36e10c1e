import type { RouteHandler } from '@hono/zod-openapi';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationsReadRequestSchema,
  notificationsReadSchema,
} from '@ma/api-client/schemas';
import { notificationMessages } from '@ma/domain';
import { isUuid } from '../../lib/ids.ts';
import type { AuthedEnv } from '../../lib/types.ts';
import { fieldError } from '../../lib/validation.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import type { AppServices } from '../services.ts';
import type { ListRoute, MarkReadRoute, PreferencesRoute, UpdatePreferencesRoute } from './notifications.routes.ts';
import {
  countUnread,
  listNotifications,
  markRead as markReadRows,
  readPreferences,
  toNotification,
  writePreferences,
  type PageCursor,
} from './notifications.repository.ts';

/** The services this module's handlers use. */
export type NotificationsNeeds = Pick<AppServices, 'db' | 'clock'>;

const PAGE_SIZE = 20;

/** The cursor: the last item's instant and id, opaque to the client. */
const encodeCursor = (cursor: PageCursor) => Buffer.from(`${cursor.createdAt.getTime()}|${cursor.id}`).toString('base64url');

function decodeCursor(raw: string | undefined): PageCursor | undefined {
  if (raw === undefined) return undefined;
  const [ms, id, ...rest] = Buffer.from(raw, 'base64url').toString().split('|');
  const createdAt = new Date(/^\d{1,15}$/.test(ms ?? '') ? Number(ms) : Number.NaN);
  if (rest.length > 0 || !isUuid(id) || Number.isNaN(createdAt.getTime())) throw fieldError('cursor', notificationMessages.cursorInvalid);
  return { createdAt, id };
}

export const list: RouteHandler<ListRoute, AuthedEnv<NotificationsNeeds>> = async (c) => {
  const { db } = c.var.services;
  const userId = c.var.user.id;
  const rows = await listNotifications(db, userId, PAGE_SIZE + 1, decodeCursor(c.req.valid('query').cursor));
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const cursor = rows.length > PAGE_SIZE && last ? encodeCursor(last) : null;
  const body = { items: page.map(toNotification), unread: await countUnread(db, userId), cursor };
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
