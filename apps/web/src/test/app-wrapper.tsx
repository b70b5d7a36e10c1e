import type { ApiClient } from '@ma/api-client';
import { theme } from '@ma/ui/theme';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRouteWithContext, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { createAuth, type Auth } from '../lib/auth.ts';
import type { RouterContext } from '../lib/router-context.ts';
import { fakeApi, type Reply } from './fake-api.ts';
import { createUrlTokenQuestionStore } from '../lib/url-token-question.ts';

export interface AppWrapperOptions {
  /** The stand-in API client components reach through `useApi()`. */
  api: ApiClient;
  auth?: Auth;
  queryClient?: QueryClient;
  /** The URL the router starts on. */
  path?: string;
}

/**
 * The providers a component needs as the app sets them up: the theme, a query client, and a
 * router whose context holds `{ queryClient, api, auth }` (so `useApi()` and `useAuth()` work).
 * The wrapped tree is the root route's page. Resolves once the router has loaded, so a
 * `render(ui, { wrapper })` or `renderHook(hook, { wrapper })` shows the tree at once.
 */
export async function createAppWrapper({ api, auth = createAuth(), queryClient, path = '/' }: AppWrapperOptions) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Page = createContext<ReactNode>(null);
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: function TestPage() {
      return useContext(Page);
    },
  });
  const router = createRouter({
    routeTree: rootRoute,
    context: { queryClient: client, api, auth, urlTokenQuestion: createUrlTokenQuestionStore() },
    history: createMemoryHistory({ initialEntries: [path] }),
    // jsdom cannot scroll: no scroll reset after a render.
    scrollRestoration: () => false,
  });
  await router.load();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <Page.Provider value={children}>
          <RouterProvider router={router} />
        </Page.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return { queryClient: client, router, wrapper };
}

/**
 * `ui` rendered at `path` with the app's providers, its API a fake that `reply` answers
 * (fake-api.ts): the calls it records, and a user to act.
 */
export async function renderWithFakeApi(ui: ReactElement, reply: Reply, path = '/') {
  const { api, request } = fakeApi(reply);
  const { wrapper } = await createAppWrapper({ api, path });
  render(ui, { wrapper });
  return { request, user: userEvent.setup() };
}
