import { routerOf } from '../../lib/create-router.ts';
import * as handlers from './overview.handlers.ts';
import * as routes from './overview.routes.ts';

export const overviewRouter = routerOf(routes, handlers);
