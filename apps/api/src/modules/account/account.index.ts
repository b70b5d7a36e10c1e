import { createRouter } from '../../lib/create-router.ts';
import * as handlers from './account.handlers.ts';
import * as routes from './account.routes.ts';
import * as google from './google.handlers.ts';
import * as googleRoutes from './google.routes.ts';
import * as nps from './nps.handlers.ts';
import * as npsRoutes from './nps.routes.ts';
import * as recovery from './recovery.handlers.ts';
import * as recoveryRoutes from './recovery.routes.ts';

export const accountRouter = createRouter()
  .openapi(routes.register, handlers.register)
  .openapi(routes.signIn, handlers.signIn)
  .openapi(googleRoutes.signInWithGoogle, google.signInWithGoogle)
  .openapi(recoveryRoutes.forgotPassword, recovery.forgotPassword)
  .openapi(recoveryRoutes.resetPassword, recovery.resetPassword)
  .openapi(routes.me, handlers.me)
  .openapi(routes.mySocials, handlers.mySocials)
  .openapi(routes.setCredentials, handlers.setCredentials)
  .openapi(npsRoutes.answerNps, nps.answerNps)
  .openapi(npsRoutes.dismissNps, nps.dismissNps);
