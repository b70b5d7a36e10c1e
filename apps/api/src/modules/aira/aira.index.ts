import { routerOf } from '../../lib/create-router.ts';
import * as handlers from './aira.handlers.ts';
import * as routes from './aira.routes.ts';

export const airaRouter = routerOf(routes, handlers);
