import type { Context } from 'hono';
import { apiError } from '../../lib/errors.ts';
import { multipartFile } from '../../lib/multipart-file.ts';
import { MAX_PHOTO_BYTES } from './photo.ts';

export const PHOTO_UPLOAD_PATH = '/v3/media-kit/photo';
/** The multipart body around the file: boundaries and headers. */
export const MAX_PHOTO_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

/** The bytes of the `photo` field of a multipart body; the route's body limit has capped its size. */
export async function readPhotoUpload(c: Context): Promise<Uint8Array> {
  const photo = await multipartFile(c, 'photo', 'Escolha uma foto para enviar.');
  if (photo.size > MAX_PHOTO_BYTES) throw apiError('PHOTO_TOO_LARGE');
  return new Uint8Array(await photo.arrayBuffer());
}
