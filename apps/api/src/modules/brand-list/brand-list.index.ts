import { routerOf } from '../../lib/create-router.ts';
import * as handlers from './brand-list.handlers.ts';
import * as routes from './brand-list.routes.ts';

// The brand's list of applicants and the creator's side of its decisions: docs/product/brand-applicants.md.
export const brandListRouter = routerOf(routes, handlers);
