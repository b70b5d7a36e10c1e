import { createReauthTokens } from '../../auth/reauth.ts';
import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import type { ReauthServices } from './reauth.provides.ts';
import * as handlers from './reauth.handlers.ts';
import * as routes from './reauth.routes.ts';

/** Re-authentication: what a stolen session must not do alone asks for a proof from here. */
export const reauthModule: AppModule = {
  name: 'reauth',
  routers: [routerOf<typeof routes, handlers.ReauthNeeds>(routes, handlers)],
  provide: (platform, deps): ReauthServices => ({ reauth: createReauthTokens({ secret: deps.jwtSecret, clock: platform.clock }) }),
};
