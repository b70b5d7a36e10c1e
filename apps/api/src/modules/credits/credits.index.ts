import { routerOf } from '../../lib/create-router.ts';
import * as handlers from './credits.handlers.ts';
import * as routes from './credits.routes.ts';

export const creditsRouter = routerOf(routes, handlers);
