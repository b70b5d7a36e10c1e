import { createRouter } from '../../lib/create-router.ts';
import * as handlers from './proposals.handlers.ts';
import * as routes from './proposals.routes.ts';

export const proposalsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.applied, handlers.applied)
  .openapi(routes.apply, handlers.apply)
  .openapi(routes.publicProposal, handlers.publicProposal)
  .openapi(routes.logo, handlers.logo)
  .openapi(routes.categories, handlers.categories);
