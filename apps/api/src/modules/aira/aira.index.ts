import { ideaGenerations, ideas, ugcScripts } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import { byUser, type DataOwner } from '../../lib/personal-data.ts';
import { inArray, sql } from 'drizzle-orm';
import type { AppModule } from '../services.ts';
import { definePaidExpiryJob, paidExpiryQueue } from '../credits/paid-expiry-job.ts';
import type { AiraServices } from './aira.provides.ts';
import * as handlers from './aira.handlers.ts';
import * as routes from './aira.routes.ts';
import { aiWriter } from './aira.runtime.ts';
import { ideasKind } from './ideas.repository.ts';
import { ugcKind } from './ugc.repository.ts';
import { createOfflineWriter } from './writers/offline-writer.ts';

const ownGenerations = (owner: DataOwner) =>
  inArray(ideas.generationId, sql`(select ${ideaGenerations.id} from ${ideaGenerations} where ${ideaGenerations.userId} = ${owner.userId})`);

/** Aira, the AI area: ideas and UGC scripts, paid in credits (docs/product/aira.md). */
export const airaModule: AppModule = {
  name: 'aira',
  routers: [routerOf<typeof routes, handlers.AiraNeeds>(routes, handlers)],
  configure: ({ env, logger, mode }) => ({ ai: aiWriter(env, { logger, mode }) }),
  // `null` is a server without a writer (production unconfigured): Aira answers AI_UNAVAILABLE.
  provide: (_platform, deps): AiraServices => ({ ai: deps.ai === undefined ? createOfflineWriter() : deps.ai }),
  // A charged request whose process died is refunded by its expiry job (docs/decisions/014).
  queues: [paidExpiryQueue(ideasKind), paidExpiryQueue(ugcKind)],
  jobs: (runner, services) => {
    definePaidExpiryJob(runner, services, ideasKind);
    definePaidExpiryJob(runner, services, ugcKind);
  },
  personalTables: [
    { table: ideas, owned: ownGenerations, erase: 'delete' },
    { table: ideaGenerations, owned: byUser(ideaGenerations.userId), erase: 'delete' },
    { table: ugcScripts, owned: byUser(ugcScripts.userId), erase: 'delete' },
  ],
};
