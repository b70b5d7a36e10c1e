import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './overview.handlers.ts';
import * as routes from './overview.routes.ts';

/** Home's and Monetize's one answer, read from the other modules' rows (docs/product/home-and-monetize.md). */
export const overviewModule: AppModule = {
  name: 'overview',
  routers: [routerOf<typeof routes, handlers.OverviewNeeds>(routes, handlers)],
  compressed: ['/v3/account/overview'],
};
