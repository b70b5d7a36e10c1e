import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './admin-creators.handlers.ts';
import * as routes from './admin-creators.routes.ts';

const router = routerOf<typeof routes, handlers.AdminCreatorsNeeds>(routes, handlers);

// The back office's Criadores (docs/product/backoffice.md): /v3/admin routes behind an operator's
// session and roles (modules/operators/operator-auth.ts `adminRoute`), every write audited. Its
// reads and writes are the owning modules' own (account, account-data, credits, connect,
// proposals, affiliate, notifications); it keeps no table.
export const adminCreatorsModule: AppModule = {
  name: 'admin-creators',
  routers: [router],
};
