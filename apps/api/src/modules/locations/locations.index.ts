import { routerOf } from '../../lib/create-router.ts';
import * as handlers from './locations.handlers.ts';
import * as routes from './locations.routes.ts';

export const locationsRouter = routerOf(routes, handlers);
