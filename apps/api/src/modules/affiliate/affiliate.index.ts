import { createRouter } from '../../lib/create-router.ts';
import * as handlers from './affiliate.handlers.ts';
import * as routes from './affiliate.routes.ts';
import { trackedRedirect } from './tracked-redirect.ts';

export const affiliateRouter = createRouter()
  .openapi(routes.me, handlers.me)
  .openapi(routes.register, handlers.register)
  .openapi(routes.update, handlers.update)
  .openapi(routes.brands, handlers.brands)
  .openapi(routes.links, handlers.links)
  .openapi(routes.createLink, handlers.createLink)
  .openapi(routes.commissions, handlers.commissions)
  .openapi(routes.commissionsCsv, handlers.commissionsCsv)
  .openapi(routes.webhook, handlers.webhook);

/** The tracked links on our own origin (outside /v3: what creators share). */
export const trackedLinksRouter = createRouter().get('/r/:code', trackedRedirect);
