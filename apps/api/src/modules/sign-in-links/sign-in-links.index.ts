import { signInLinks } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import { byUser } from '../../lib/personal-data.ts';
import type { AppModule } from '../services.ts';
import { signInLinkCommands, signInLinkCommandsUsage } from './sign-in-links.cli.ts';
import { definePruneSignInLinksJob } from './prune-job.ts';
import * as handlers from './sign-in-links.handlers.ts';
import * as routes from './sign-in-links.routes.ts';

// The `?token=` links that sign in once, after the visitor saw whose account it is (decision 026).
export const signInLinksModule: AppModule = {
  name: 'sign-in-links',
  routers: [routerOf<typeof routes, handlers.SignInLinkNeeds>(routes, handlers)],
  // Expired links are deleted once an hour (prune-job.ts).
  jobs: (runner, { db, clock, logger }) => definePruneSignInLinksJob(runner, { db, clock, logger }),
  commands: { run: signInLinkCommands, usage: signInLinkCommandsUsage },
  personalTables: [
    { table: signInLinks, owned: byUser(signInLinks.userId), secret: [signInLinks.tokenHash, signInLinks.tokenVersion], erase: 'delete' },
  ],
};
