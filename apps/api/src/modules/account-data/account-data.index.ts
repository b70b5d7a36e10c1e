import { createRouter } from '../../lib/create-router.ts';
import * as handlers from './account-data.handlers.ts';
import * as routes from './account-data.routes.ts';

/** The creator's own data: name, e-mail (its change and its proof), password, the export and the deletion (docs/product/account-data.md). */
export const accountDataRouter = createRouter()
  .openapi(routes.rename, handlers.rename)
  .openapi(routes.requestEmailChange, handlers.requestEmailChange)
  .openapi(routes.confirmEmailChange, handlers.confirmEmailChange)
  .openapi(routes.verifyEmail, handlers.verifyEmail)
  .openapi(routes.changePassword, handlers.changePassword)
  .openapi(routes.exportData, handlers.exportData)
  .openapi(routes.deleteAccount, handlers.deleteAccount);
