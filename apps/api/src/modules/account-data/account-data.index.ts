import { routerOf } from '../../lib/create-router.ts';
import * as handlers from './account-data.handlers.ts';
import * as routes from './account-data.routes.ts';

/** The creator's own data: name, e-mail (its change and its proof), password, the export and the deletion (docs/product/account-data.md). */
export const accountDataRouter = routerOf(routes, handlers);
