import { createHash } from 'node:crypto';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { processProfilePhoto } from './photo.ts';

/** Where stored files are served (files.routes.ts). */
export const FILES_PATH = '/v3/files/';

/** The URLs of one account's uploads start with this: a kit may only show its own photos. */
export const ownPhotoPrefix = (userId: string) => `${FILES_PATH}avatars/${userId}/`;

/**
 * Checks, cleans and stores a photo in two sizes under a key of its content: the same photo
 * twice is one file, and a new photo a new URL that caches have never seen.
 */
export async function storeProfilePhoto(storage: FileStorage, userId: string, bytes: Uint8Array) {
  const { large, small } = await processProfilePhoto(bytes);
  const hash = createHash('sha256').update(large).digest('hex').slice(0, 20);
  const key = `avatars/${userId}/${hash}`;
  await Promise.all([storage.put(`${key}-400.webp`, large, 'image/webp'), storage.put(`${key}-96.webp`, small, 'image/webp')]);
  return { pictureUrl: `${FILES_PATH}${key}-400.webp`, pictureThumbUrl: `${FILES_PATH}${key}-96.webp` };
}
