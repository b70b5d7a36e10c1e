import { audienceProfiles, mediaKits, mediaKitViews } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import { byUser } from '../../lib/personal-data.ts';
import type { AppModule } from '../services.ts';
import type { MediaKitServices } from './media-kit.provides.ts';
import { createVisitCounter } from './kit-views.ts';
import * as handlers from './media-kit.handlers.ts';
import { prepareKitQueries } from './media-kit.repository.ts';
import * as routes from './media-kit.routes.ts';
import { MAX_PHOTO_BODY_BYTES, PHOTO_UPLOAD_PATH } from './photo-upload.ts';
import { createPreviewImages, definePreviewPruneJob, PREVIEW_PRUNE_JOB, PREVIEW_PRUNE_JOB_OPTIONS } from './preview-store.ts';
import { kitViewsSeeder } from './seed/kit-views.seeder.ts';

/** The creator's media kit: its editor, its photo, its public page's data and its visits. */
export const mediaKitModule: AppModule = {
  name: 'media-kit',
  routers: [routerOf<typeof routes, handlers.MediaKitNeeds>(routes, handlers)],
  provide: (platform, deps): MediaKitServices => ({
    kits: prepareKitQueries(platform.db),
    // Keyed with a secret derived from the tracking one, never stored next to the visits.
    visits: createVisitCounter({
      db: platform.db,
      secret: `kit-views:${deps.trackingSecret}`,
      background: platform.background,
      logger: platform.logger,
      flushMs: deps.visitFlushMs ?? 1000,
    }),
    previews: createPreviewImages({ storage: platform.storage, jobs: platform.jobs, clock: platform.clock, logger: platform.logger }),
  }),
  queues: [{ name: PREVIEW_PRUNE_JOB, options: PREVIEW_PRUNE_JOB_OPTIONS }],
  jobs: (runner, { kits, storage }) => definePreviewPruneJob(runner, { kits, storage }),
  flush: (services) => services.visits.flush(),
  compressed: ['/v3/media-kit', '/v3/media-kit/public/*'],
  uploads: [{ path: PHOTO_UPLOAD_PATH, maxBytes: MAX_PHOTO_BODY_BYTES, tooLarge: 'PHOTO_TOO_LARGE' }],
  seeders: [kitViewsSeeder],
  personalTables: [
    { table: mediaKitViews, owned: byUser(mediaKitViews.userId), erase: 'delete' },
    { table: mediaKits, owned: byUser(mediaKits.userId), erase: 'delete' },
    { table: audienceProfiles, owned: byUser(audienceProfiles.userId), erase: 'delete' },
  ],
};
