import { createRouter } from '../../lib/create-router.ts';
import * as handlers from './credits.handlers.ts';
import * as routes from './credits.routes.ts';

export const creditsRouter = createRouter()
  .openapi(routes.balance, handlers.balance)
  .openapi(routes.movements, handlers.movements)
  .openapi(routes.useCoupon, handlers.useCoupon);
