import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './health.handlers.ts';
import * as routes from './health.routes.ts';

export const healthModule: AppModule = { name: 'health', routers: [routerOf<typeof routes, handlers.HealthNeeds>(routes, handlers)] };
