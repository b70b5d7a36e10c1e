import { applications, categories, proposals } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import { byUser } from '../../lib/personal-data.ts';
import type { AppModule } from '../services.ts';
import type { ProposalsServices } from './proposals.provides.ts';
import * as applicationHandlers from './applications.handlers.ts';
import * as applicationRoutes from './applications.routes.ts';
import { proposalCommands, proposalCommandsUsage } from './proposals.cli.ts';
import * as handlers from './proposals.handlers.ts';
import { ensureNiches } from './niches.ts';
import { createProposalLists } from './proposals.repository.ts';
import * as routes from './proposals.routes.ts';
import { proposalsSeeder } from './seed/proposals.seeder.ts';

/** The brands' proposals (publis): the list, a proposal, applying and withdrawing, the import (docs/product/proposals.md). */
export const proposalsModule: AppModule = {
  name: 'proposals',
  routers: [
    routerOf<typeof routes, handlers.ProposalsNeeds>(routes, handlers),
    routerOf<typeof applicationRoutes, handlers.ProposalsNeeds>(applicationRoutes, applicationHandlers),
  ],
  // The niches are reference data, not demo data: every start and `cli migrate` add them.
  afterMigrate: ensureNiches,
  provide: (platform): ProposalsServices => ({ proposalLists: createProposalLists(platform.db) }),
  compressed: ['/v3/proposal/*', '/v3/dataset/categories'],
  commands: { run: proposalCommands, usage: proposalCommandsUsage },
  seeders: [proposalsSeeder],
  personalTables: [{ table: applications, owned: byUser(applications.userId), erase: 'delete' }],
  otherTables: [categories, proposals],
};
