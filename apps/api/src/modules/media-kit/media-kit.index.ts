import { routerOf } from '../../lib/create-router.ts';
import * as handlers from './media-kit.handlers.ts';
import * as routes from './media-kit.routes.ts';

export const mediaKitRouter = routerOf(routes, handlers);
