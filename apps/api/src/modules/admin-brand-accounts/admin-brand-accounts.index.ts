import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './admin-brand-accounts.handlers.ts';
import * as routes from './admin-brand-accounts.routes.ts';

const router = routerOf<typeof routes, handlers.AdminBrandAccountsNeeds>(routes, handlers);

// The back office's Marcas (docs/product/backoffice.md): the brands module's accounts, approved
// or refused by an operator, every decision audited.
export const adminBrandAccountsModule: AppModule = {
  name: 'admin-brand-accounts',
  routers: [router],
};
