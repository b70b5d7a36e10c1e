import { createApiClient, type ApiClient } from '@ma/api-client';
import { PageLoader } from '@ma/ui/page';
import { UiProvider } from '@ma/ui/theme';
import { toast } from '@ma/ui/toasts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './query-client.ts';

/** What both apps' routers share, beside their routes and base path (app-kit never imports the router: these are its options). */
export const routerDefaults = {
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PageLoader,
  defaultPendingMs: 150,
} as const;

interface StartApp<TRouter> {
  /** Forgets what the signed-in person loaded (the app's lib/session.ts). */
  forgetSession: (queryClient: QueryClient) => void;
  /** The app's router over its context, made once here. */
  createRouter: (context: { queryClient: QueryClient; api: ApiClient }) => TRouter;
  /** The app's `<RouterProvider router={router} />`. */
  render: (router: TRouter) => ReactNode;
}

/**
 * Starts an internal app on index.html's #root: its query client (a failed mutation is a toast),
 * its API client and its router. The session is the API's HttpOnly cookie, so no token here: a 401
 * anywhere means it ended, and the app forgets the person and runs the guards again, which send them
 * to the sign-in.
 */
export function startApp<TRouter extends { invalidate: () => Promise<void> }>({ forgetSession, createRouter, render }: StartApp<TRouter>): void {
  const queryClient = createQueryClient((message) => toast.error(message));
  const api = createApiClient({
    onUnauthorized: () => {
      forgetSession(queryClient);
      void router.invalidate();
    },
  });
  const router = createRouter({ queryClient, api });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <UiProvider>
        <QueryClientProvider client={queryClient}>{render(router)}</QueryClientProvider>
      </UiProvider>
    </StrictMode>,
  );
}
