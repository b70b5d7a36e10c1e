import type { ApiClient } from '../client/create-client.ts';
import { citiesResponseSchema, statesResponseSchema } from '../schemas/locations.ts';
import {
  mediaKitSavedSchema,
  mediaKitSchema,
  photoUploadSchema,
  publicMediaKitSchema,
  usernameAvailabilitySchema,
  type KitAppearancePayload,
  type MediaKitPayload,
} from '../schemas/media-kit.ts';

export const getMediaKit = (api: ApiClient) => api.request('get', '/v3/media-kit', { schema: mediaKitSchema });

export const saveMediaKit = (api: ApiClient, payload: MediaKitPayload) =>
  api.request('put', '/v3/media-kit', { json: payload, schema: mediaKitSavedSchema });

export const saveKitAppearance = (api: ApiClient, payload: KitAppearancePayload) =>
  api.request('put', '/v3/media-kit/appearance', { json: payload, schema: mediaKitSavedSchema });

/** Stores a photo (JPEG, PNG, WebP or HEIC, 10 MB at most); the kit shows it once saved with its URL. */
export function uploadKitPhoto(api: ApiClient, photo: Blob) {
  const form = new FormData();
  form.append('photo', photo);
  return api.request('post', '/v3/media-kit/photo', { form, schema: photoUploadSchema });
}

export const checkUsername = (api: ApiClient, username: string) =>
  api.request('get', '/v3/media-kit/username-availability', { searchParams: { username }, schema: usernameAvailabilitySchema });

export const getPublicMediaKit = (api: ApiClient, username: string) =>
  api.request('get', `/v3/media-kit/public/${encodeURIComponent(username)}`, { schema: publicMediaKitSchema });

export const getStates = (api: ApiClient) => api.request('get', '/v3/dataset/states', { schema: statesResponseSchema });

export const getCities = (api: ApiClient, uf: string) =>
  api.request('get', `/v3/dataset/states/${encodeURIComponent(uf)}/cities`, { schema: citiesResponseSchema });
