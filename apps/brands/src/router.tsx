import { createRouter } from '@tanstack/react-router';
import { routerDefaults } from '@ma/app-kit/start-app';
import type { RouterContext } from './lib/router-context.ts';
import { routeTree } from './routeTree.gen.ts';

/** The app's router, under /marcas (vite.config.ts `base`, where the API serves it). */
export const createAppRouter = (context: RouterContext) => createRouter({ routeTree, context, basepath: '/marcas', ...routerDefaults });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
