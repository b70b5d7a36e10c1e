import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './config.handlers.ts';
import type { ConfigServices, VipGroup } from './config.provides.ts';
import * as routes from './config.routes.ts';

/** The demo's group: an address that opens no real group, labelled as the demo's on /credits. */
export const DEMO_VIP_GROUP_URL = 'https://chat.whatsapp.com/DemoMaisAlcanceVip';

/** VIP_GROUP_URL; without it the demo's labelled stand-in, and nothing in production. */
export const vipGroupOf = (url: string | undefined, demoMode: boolean): VipGroup | null =>
  url ? { url, demo: false } : demoMode ? { url: DEMO_VIP_GROUP_URL, demo: true } : null;

export const configModule: AppModule = {
  name: 'config',
  routers: [routerOf<typeof routes, handlers.ConfigNeeds>(routes, handlers)],
  configure: ({ env, mode }) => ({ vipGroup: vipGroupOf(env.VIP_GROUP_URL, mode === 'demo') }),
  provide: (_platform, deps): ConfigServices => ({ vipGroup: deps.vipGroup ?? null }),
};
