import { createRouter } from '../../lib/create-router.ts';
import * as handlers from './aira.handlers.ts';
import * as routes from './aira.routes.ts';

export const airaRouter = createRouter()
  .openapi(routes.createIdeas, handlers.createIdeas)
  .openapi(routes.listIdeas, handlers.listIdeas)
  .openapi(routes.getIdeas, handlers.getIdeas)
  .openapi(routes.createUgcScript, handlers.createUgcScript)
  .openapi(routes.listUgcScripts, handlers.listUgcScripts)
  .openapi(routes.getUgcScript, handlers.getUgcScript);
