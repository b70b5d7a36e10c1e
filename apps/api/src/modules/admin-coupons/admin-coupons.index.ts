import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './admin-coupons.handlers.ts';
import * as routes from './admin-coupons.routes.ts';

const router = routerOf<typeof routes, handlers.AdminCouponsNeeds>(routes, handlers);

// The back office's Cupons (docs/product/backoffice.md): /v3/admin routes behind an operator's
// session and roles (modules/operators/operator-auth.ts `adminRoute`), every write audited. The
// coupons are the credits module's (credits/coupons.service.ts, which `cli coupons:create` uses).
export const adminCouponsModule: AppModule = {
  name: 'admin-coupons',
  routers: [router],
};
