import { levelLabel } from '@ma/domain';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import type { JobOptions, JobRunner, JobSender } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import { createPromiseCache } from '../../lib/promise-cache.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { KitQueries, StoredKit } from './media-kit.repository.ts';
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

/** The queue of the job that removes a kit's earlier preview images. */
export const PREVIEW_PRUNE_JOB = 'media-kit-preview-prune';
export const PREVIEW_PRUNE_JOB_OPTIONS: JobOptions = { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 300, policy: 'stately' };

const folderOf = (userId: string) => `previews/${userId}`;
const keyOf = (stored: StoredKit) => `${folderOf(stored.id)}/${previewVersion(stored)}.png`;

/** Draws the kit's card (preview-image.ts) from what it shows. */
async function draw(storage: FileStorage, stored: StoredKit): Promise<Buffer> {
  const followers = stored.networks.reduce((sum, network) => sum + network.followers, 0);
  return renderKitPreview({
    name: stored.name,
    username: stored.username,
    levelLabel: levelLabel(stored.level),
    niches: stored.niches ?? [],
    followers: stored.networks.length > 0 ? followers : null,
    photo: await photoBytes(storage, stored.pictureUrl),
    accent: appearanceOf(stored).accentColor,
  });
}

export interface PreviewImages {
  /** The kit's link-preview PNG at its current version. */
  of(stored: StoredKit): Promise<Uint8Array<ArrayBuffer>>;
}

// A drawing holds a core for about a second: the requests of one process that ask for a version
// at the same time (a link shared in a group, every phone fetching its card) share one, and a
// version just drawn is answered from memory for a minute.
const SHARED_MS = 60_000;
const SHARED_VERSIONS = 64;

/**
 * The kits' link-preview PNGs, drawn once per version and kept in storage: a save makes a new
 * version, so the next request draws the new one, and a job then removes the earlier ones.
 */
export function createPreviewImages(options: { storage: FileStorage; jobs: JobSender; clock: Clock; logger: Logger }): PreviewImages {
  const { storage, jobs, clock, logger } = options;
  const images = createPromiseCache<Uint8Array<ArrayBuffer>>({ ttlMs: SHARED_MS, max: SHARED_VERSIONS });

  async function load(stored: StoredKit): Promise<Uint8Array<ArrayBuffer>> {
    const key = keyOf(stored);
    const kept = await storage.get(key);
    if (kept) return kept.bytes;
    const png = await draw(storage, stored);
    await storage.put(key, png, 'image/png');
    // The image is served whatever becomes of the job: the next version's drawing sends another.
    await jobs.send(PREVIEW_PRUNE_JOB, { userId: stored.id }, { singletonKey: stored.id }).catch((error: unknown) => {
      logger.warn('media-kit: the old preview images job could not be sent', { userId: stored.id, error });
    });
    return new Uint8Array(png);
  }

  return { of: async (stored) => images.get(keyOf(stored), clock.now().getTime(), () => load(stored)) };
}

/**
 * Removes a kit's preview images other than its current version's (sent each time a version is
 * drawn; one waiting per kit). The files are listed before the kit is read: a version drawn
 * after the read was not listed, so the job never removes the image of the version it read as
 * current nor one newer; an image of an older version drawn late is removed by the next round.
 */
export function definePreviewPruneJob(jobs: JobRunner, options: { kits: Pick<KitQueries, 'byId'>; storage: FileStorage }) {
  const { kits, storage } = options;
  jobs.define<{ userId?: unknown }>(
    PREVIEW_PRUNE_JOB,
    async ({ userId }) => {
      if (!isUuid(userId)) return; // sent by this code only; never a folder named by anything else
      const files = await storage.list(folderOf(userId));
      const stored = await kits.byId(userId);
      const current = stored ? keyOf(stored) : undefined;
      for (const key of files) if (key !== current) await storage.delete(key);
    },
    PREVIEW_PRUNE_JOB_OPTIONS,
  );
}
