import { routerOf } from '../../lib/create-router.ts';
import * as handlers from './proposals.handlers.ts';
import * as routes from './proposals.routes.ts';

export const proposalsRouter = routerOf(routes, handlers);
