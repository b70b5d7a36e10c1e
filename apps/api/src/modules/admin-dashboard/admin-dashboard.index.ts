import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './admin-dashboard.handlers.ts';
import * as routes from './admin-dashboard.routes.ts';

const router = routerOf<typeof routes, handlers.AdminDashboardNeeds>(routes, handlers);

// The back office's Painel (docs/product/backoffice.md): a /v3/admin route behind an operator's
// session (every role), reading only.
export const adminDashboardModule: AppModule = {
  name: 'admin-dashboard',
  routers: [router],
};
