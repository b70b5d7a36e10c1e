import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './account-data.handlers.ts';
import * as routes from './account-data.routes.ts';

/** The creator's own data: name, e-mail (its change and its proof), password, the export and the deletion (docs/product/account-data.md). */
export const accountDataModule: AppModule = {
  name: 'account-data',
  routers: [routerOf<typeof routes, handlers.AccountDataNeeds>(routes, handlers)],
  compressed: ['/v3/account/export'],
};
