import { createRouter } from '../../lib/create-router.ts';
import * as handlers from './dev.handlers.ts';
import * as routes from './dev.routes.ts';

export const devRouter = createRouter().openapi(routes.outbox, handlers.outbox);
