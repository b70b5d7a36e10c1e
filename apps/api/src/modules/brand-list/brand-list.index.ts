import { proposalLinks } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import { brandListCommands, brandListCommandsUsage } from './brand-list.cli.ts';
import * as handlers from './brand-list.handlers.ts';
import { DECISION_NOTICE_JOB, DECISION_NOTICE_JOB_OPTIONS, defineDecisionNoticeJob } from './decision-notice.ts';
import * as routes from './brand-list.routes.ts';
import { brandListSeeder } from './seed/brand-list.seeder.ts';

// The brand's list of applicants and the creator's side of its decisions: docs/product/brand-applicants.md.
export const brandListModule: AppModule = {
  name: 'brand-list',
  routers: [routerOf<typeof routes, handlers.BrandListNeeds>(routes, handlers)],
  // The creator hears a decision once it settles (decision-notice.ts).
  queues: [{ name: DECISION_NOTICE_JOB, options: DECISION_NOTICE_JOB_OPTIONS }],
  jobs: (runner, { db, events, clock, logger }) => defineDecisionNoticeJob(runner, { db, events, clock, logger }),
  commands: { run: brandListCommands, usage: brandListCommandsUsage },
  seeders: [brandListSeeder],
  // A brand's secret link to a proposal's applicants.
  otherTables: [proposalLinks],
};
