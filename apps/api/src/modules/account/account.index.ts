import { npsAnswers, npsDismissals, sessions } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import { byUser } from '../../lib/personal-data.ts';
import { demoAccountsSeeder } from './seed/demo-accounts.seeder.ts';
import type { AppModule } from '../services.ts';
import { accountTables } from './account-tables.ts';
import * as handlers from './account.handlers.ts';
import * as routes from './account.routes.ts';
import * as google from './google.handlers.ts';
import * as googleRoutes from './google.routes.ts';
import { npsCommands, npsCommandsUsage } from './nps.cli.ts';
import * as nps from './nps.handlers.ts';
import * as npsRoutes from './nps.routes.ts';
import * as recovery from './recovery.handlers.ts';
import * as recoveryRoutes from './recovery.routes.ts';
import * as sessionHandlers from './sessions.handlers.ts';
import * as sessionRoutes from './sessions.routes.ts';
import { npsDemoSeeder } from './seed/nps-demo.seeder.ts';

/** Sign-up, sign-in (password and Google), the session, recovery, the level and the satisfaction survey. */
export const accountModule: AppModule = {
  name: 'account',
  routers: [
    routerOf<typeof routes & typeof googleRoutes & typeof recoveryRoutes & typeof npsRoutes & typeof sessionRoutes, handlers.AccountNeeds>(
      { ...routes, ...googleRoutes, ...recoveryRoutes, ...npsRoutes, ...sessionRoutes },
      { ...handlers, ...google, ...recovery, ...nps, ...sessionHandlers },
    ),
  ],
  commands: { run: npsCommands, usage: npsCommandsUsage },
  seeders: [demoAccountsSeeder, npsDemoSeeder],
  personalTables: [
    { table: npsAnswers, owned: byUser(npsAnswers.userId), erase: 'delete' },
    { table: npsDismissals, owned: byUser(npsDismissals.userId), erase: 'delete' },
    // The account's sessions (device label, network prefix): exported, and ended by the deletion.
    { table: sessions, owned: byUser(sessions.userId), erase: 'delete' },
    // Its e-mailed links and, last, the user row the others point to.
    ...accountTables,
  ],
};
