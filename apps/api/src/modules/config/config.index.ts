import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './config.handlers.ts';
import * as routes from './config.routes.ts';

export const configModule: AppModule = { name: 'config', routers: [routerOf<typeof routes, handlers.ConfigNeeds>(routes, handlers)] };
