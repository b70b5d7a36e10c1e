import type { RouteHandler } from '@hono/zod-openapi';
import {
  kitAppearancePayloadSchema,
  mediaKitSaveSchema,
  mediaKitSavedSchema,
  mediaKitSchema,
  photoUploadSchema,
  publicMediaKitSchema,
  usernameAvailabilitySchema,
} from '@ma/api-client/schemas';
import { type Level, USERNAME_TAKEN, usernameProblem } from '@ma/domain';
import { apiError } from '../../lib/errors.ts';
import type { AppRouteHandler, AuthedEnv } from '../../lib/types.ts';
import type { AppServices } from '../services.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { refreshLevel } from '../account/level.ts';
import { kitWriteFor } from './kit-save.ts';
import { throttleKitSave } from './kit-save-throttle.ts';
import { ownKitView } from './own-kit.ts';
import { isUsernameTaken, writeKit, type KitWrite } from './media-kit.repository.ts';
import type {
  GetOwnRoute,
  GetPublicRoute,
  PreviewImageRoute,
  SaveAppearanceRoute,
  SaveRoute,
  UploadPhotoRoute,
  UsernameAvailabilityRoute,
} from './media-kit.routes.ts';
import { publicKitView } from './media-kit.view.ts';
import { throttlePhotoUpload } from './photo-throttle.ts';
import { readPhotoUpload } from './photo-upload.ts';
import { storeProfilePhoto } from './photo-store.ts';

/** The services this module's handlers use (the app gives every request all of them). */
export type MediaKitNeeds = Pick<
  AppServices,
  'db' | 'clock' | 'kits' | 'previews' | 'storage' | 'rateLimiter' | 'background' | 'logger' | 'appOrigin' | 'events'
>;

/** The signed-in account's kit as stored; it exists as long as the account does. */
async function ownStoredKit(services: MediaKitNeeds, userId: string) {
  const stored = await services.kits.byId(userId);
  if (!stored) throw apiError('SESSION_EXPIRED');
  return stored;
}

/** Writes, recomputes the level and answers the saved kit with the level it had before. */
async function saveAndAnswer(services: MediaKitNeeds, userId: string, previousLevel: Level, version: number, write: KitWrite) {
  await writeKit(services.db, userId, version, write, services.clock.now());
  await refreshLevel(services.db, services.events, userId);
  const stored = await ownStoredKit(services, userId);
  services.kits.forget(stored.username, ...(write.user.username ? [write.user.username] : []));
  const kit = await ownKitView(services, stored);
  return toWire(mediaKitSavedSchema, { kit, previousLevel });
}

export const getOwn: RouteHandler<GetOwnRoute, AuthedEnv<MediaKitNeeds>> = async (c) => {
  const { services } = c.var;
  const stored = await ownStoredKit(services, c.var.user.id);
  return c.json(toWire(mediaKitSchema, await ownKitView(services, stored)), 200);
};

export const save: RouteHandler<SaveRoute, AuthedEnv<MediaKitNeeds>> = async (c) => {
  await throttleKitSave(c);
  const payload = fromWire(mediaKitSaveSchema, c.req.valid('json'));
  const { services } = c.var;
  const current = await ownStoredKit(services, c.var.user.id);
  const write = await kitWriteFor(services.db, current, payload);
  return c.json(await saveAndAnswer(services, current.id, current.level, payload.version, write), 200);
};

export const saveAppearance: RouteHandler<SaveAppearanceRoute, AuthedEnv<MediaKitNeeds>> = async (c) => {
  await throttleKitSave(c);
  const { version, ...appearance } = fromWire(kitAppearancePayloadSchema, c.req.valid('json'));
  const { services } = c.var;
  const current = await ownStoredKit(services, c.var.user.id);
  return c.json(await saveAndAnswer(services, current.id, current.level, version, { user: {}, kit: appearance }), 200);
};

export const uploadPhoto: RouteHandler<UploadPhotoRoute, AuthedEnv<MediaKitNeeds>> = async (c) => {
  await throttlePhotoUpload(c);
  const bytes = await readPhotoUpload(c);
  const urls = await storeProfilePhoto(c.var.services.storage, c.var.user.id, bytes);
  return c.json(toWire(photoUploadSchema, urls), 201);
};

export const usernameAvailability: RouteHandler<UsernameAvailabilityRoute, AuthedEnv<MediaKitNeeds>> = async (c) => {
  const username = c.req.valid('query').username.trim().toLowerCase();
  const problem = usernameProblem(username);
  const taken = !problem && (await isUsernameTaken(c.var.services.db, username, c.var.user.id));
  const detail = problem ?? (taken ? USERNAME_TAKEN : null);
  return c.json(toWire(usernameAvailabilitySchema, { username, available: detail === null, detail }), 200);
};

export const getPublic: AppRouteHandler<GetPublicRoute, MediaKitNeeds> = async (c) => {
  const stored = await c.var.services.kits.byUsername(c.req.valid('param').username.toLowerCase());
  if (!stored) throw apiError('MEDIA_KIT_NOT_FOUND');
  c.header('Cache-Control', 'no-cache');
  return c.json(toWire(publicMediaKitSchema, publicKitView(stored)), 200);
};

export const previewImage: AppRouteHandler<PreviewImageRoute, MediaKitNeeds> = async (c) => {
  const { services } = c.var;
  const stored = await services.kits.byUsername(c.req.valid('param').username.toLowerCase());
  if (!stored) throw apiError('MEDIA_KIT_NOT_FOUND');
  const png = await services.previews.of(stored);
  // The URL carries the version (?v=): a save gives the kit a new one.
  return c.body(png, 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' });
};
