import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './admin-conversation-reports.handlers.ts';
import * as routes from './admin-conversation-reports.routes.ts';

// The back office's Denúncias (docs/product/conversations.md "Reports"): the conversations either
// side reported, readable by admin and support.
export const adminConversationReportsModule: AppModule = {
  name: 'admin-conversation-reports',
  routers: [routerOf<typeof routes, handlers.AdminConversationReportsNeeds>(routes, handlers)],
};
