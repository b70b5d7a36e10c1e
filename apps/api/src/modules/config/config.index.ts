import { routerOf } from '../../lib/create-router.ts';
import * as handlers from './config.handlers.ts';
import * as routes from './config.routes.ts';

export const configRouter = routerOf(routes, handlers);
