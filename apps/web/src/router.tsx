import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { PageLoader } from './components/page-loader.tsx';
import { createUrlTokenQuestionStore } from './lib/url-token-question.ts';
import type { RouterContext } from './lib/router-context.ts';
import { routeTree } from './routeTree.gen.ts';

/**
 * The app's router, on the browser's address; or, to prerender a page without a browser
 * (src/app-shell), at `prerenderPath`, without the scroll-restoration script the server would
 * otherwise write inline (which the CSP refuses, and a first paint has nothing to restore).
 */
export function createAppRouter(context: Omit<RouterContext, 'urlTokenQuestion'>, prerenderPath?: string) {
  return createRouter({
    routeTree,
    context: { ...context, urlTokenQuestion: createUrlTokenQuestionStore() },
    ...(prerenderPath ? { history: createMemoryHistory({ initialEntries: [prerenderPath] }) } : {}),
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching (an answer is fresh for 2 s, queryDefaults).
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 150,
    scrollRestoration: prerenderPath === undefined,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
