import { createRouter } from '../../lib/create-router.ts';
import * as handlers from './locations.handlers.ts';
import * as routes from './locations.routes.ts';

export const locationsRouter = createRouter().openapi(routes.states, handlers.states).openapi(routes.cities, handlers.cities);
