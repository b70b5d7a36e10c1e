import { routerOf } from '../../lib/create-router.ts';
import * as handlers from './account.handlers.ts';
import * as routes from './account.routes.ts';
import * as google from './google.handlers.ts';
import * as googleRoutes from './google.routes.ts';
import * as nps from './nps.handlers.ts';
import * as npsRoutes from './nps.routes.ts';
import * as recovery from './recovery.handlers.ts';
import * as recoveryRoutes from './recovery.routes.ts';

export const accountRouter = routerOf(
  { ...routes, ...googleRoutes, ...recoveryRoutes, ...npsRoutes },
  { ...handlers, ...google, ...recovery, ...nps },
);
