import { inArray, sql } from 'drizzle-orm';
import { applications, deliverables } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import type { DataOwner } from '../../lib/personal-data.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './deliverables.handlers.ts';
import * as routes from './deliverables.routes.ts';
import { demoDeliverablesSeeder } from './seed/demo-deliverables.seeder.ts';

const router = routerOf<typeof routes, handlers.DeliverablesNeeds>(routes, handlers);

/** Her handed-in items: those of her applications. */
const ownApplications = (owner: DataOwner) =>
  inArray(deliverables.applicationId, sql`(select ${applications.id} from ${applications} where ${applications.userId} = ${owner.userId})`);

// The agreed deliverables of an accepted application (docs/product/deliverables.md): the creator
// hands in each item's address, a member of the brand confirms it or asks for a change.
export const deliverablesModule: AppModule = {
  name: 'deliverables',
  routers: [router],
  seeders: [demoDeliverablesSeeder],
  // What she handed in is hers: exported, and deleted with her applications.
  personalTables: [{ table: deliverables, owned: ownApplications, erase: 'delete' }],
};
