import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './locations.handlers.ts';
import * as routes from './locations.routes.ts';

/** The states and cities of Brazil (the kit's and the proposals' places). */
export const locationsModule: AppModule = {
  name: 'locations',
  routers: [routerOf(routes, handlers)],
  compressed: ['/v3/dataset/states/*'],
};
