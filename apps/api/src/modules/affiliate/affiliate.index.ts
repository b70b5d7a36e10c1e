import { createRouter, routerOf } from '../../lib/create-router.ts';
import * as handlers from './affiliate.handlers.ts';
import * as routes from './affiliate.routes.ts';
import { trackedRedirect } from './tracked-redirect.ts';

export const affiliateRouter = routerOf(routes, handlers);

/** The tracked links on our own origin (outside /v3: what creators share). */
export const trackedLinksRouter = createRouter().get('/r/:code', trackedRedirect);
