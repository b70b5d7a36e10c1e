import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './admin-finance.handlers.ts';
import * as routes from './admin-finance.routes.ts';

// The back office's Marcas e comissões (brands, commissions, payouts) (docs/product/backoffice.md): /v3/admin routes behind an operator's
// session and roles (modules/operators/operator-auth.ts `adminRoute`), every write audited.
export const adminFinanceModule: AppModule = {
  name: 'admin-finance',
  routers: [routerOf<typeof routes, handlers.AdminFinanceNeeds>(routes, handlers)],
};
