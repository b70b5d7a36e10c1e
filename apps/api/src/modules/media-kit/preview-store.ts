import { levelLabel } from '@ma/domain';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { StoredKit } from './media-kit.repository.ts';
import { appearanceOf, previewVersion } from './media-kit.view.ts';
import { FILES_PATH } from './photo-store.ts';
import { renderKitPreview } from './preview-image.ts';

const DATA_URL = /^data:[^;,]+;base64,(.*)$/;

/** The bytes of a kit's photo: an upload from storage, or the demo's data URL. */
async function photoBytes(storage: FileStorage, pictureUrl: string | null): Promise<Buffer | null> {
  if (!pictureUrl) return null;
  if (pictureUrl.startsWith(FILES_PATH)) {
    const file = await storage.get(pictureUrl.slice(FILES_PATH.length));
    return file ? Buffer.from(file.bytes) : null;
  }
  const inline = DATA_URL.exec(pictureUrl)?.[1];
  return inline ? Buffer.from(inline, 'base64') : null;
}

/**
 * The kit's link-preview PNG, drawn once per version and kept in storage: a save makes a new
 * version, so the next request draws the new one.
 */
export async function kitPreviewImage(storage: FileStorage, stored: StoredKit): Promise<Uint8Array<ArrayBuffer>> {
  const key = `previews/${stored.id}/${previewVersion(stored)}.png`;
  const cached = await storage.get(key);
  if (cached) return cached.bytes;
  const followers = stored.networks.reduce((sum, network) => sum + network.followers, 0);
  const png = await renderKitPreview({
    name: stored.name,
    username: stored.username,
    levelLabel: levelLabel(stored.level),
    niches: stored.niches ?? [],
    followers: stored.networks.length > 0 ? followers : null,
    photo: await photoBytes(storage, stored.pictureUrl),
    accent: appearanceOf(stored).accentColor,
  });
  await storage.put(key, png, 'image/png');
  return new Uint8Array(png);
}
