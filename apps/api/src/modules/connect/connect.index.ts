import { createRouter } from '../../lib/create-router.ts';
import * as handlers from './connect.handlers.ts';
import * as routes from './connect.routes.ts';

export const connectRouter = createRouter()
  .openapi(routes.networks, handlers.networks)
  .openapi(routes.authorize, handlers.authorize)
  .openapi(routes.instagramExchange, handlers.instagramExchange)
  .openapi(routes.instagramProfiles, handlers.instagramProfiles)
  .openapi(routes.instagramConnect, handlers.instagramConnect)
  .openapi(routes.tiktokConnect, handlers.tiktokConnect)
  .openapi(routes.disconnect, handlers.disconnect)
  .openapi(routes.refresh, handlers.refresh)
  .openapi(routes.publicAuthorize, handlers.publicAuthorize)
  .openapi(routes.publicInstagramExchange, handlers.publicInstagramExchange)
  .openapi(routes.publicInstagramProfiles, handlers.publicInstagramProfiles)
  .openapi(routes.publicInstagramSignUp, handlers.publicInstagramSignUp);
