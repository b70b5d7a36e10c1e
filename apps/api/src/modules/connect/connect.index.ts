import { routerOf } from '../../lib/create-router.ts';
import * as handlers from './connect.handlers.ts';
import * as routes from './connect.routes.ts';

export const connectRouter = routerOf(routes, handlers);
