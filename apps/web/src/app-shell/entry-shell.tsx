import { createApiClient } from '@ma/api-client';
import { AppLayout } from '@ma/ui/sidebar';
import { UiProvider } from '@ma/ui/theme';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from '../app.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { IdeasFirstScreen } from '../features/aira/ideas/ideas-page.tsx';
import { HomeFirstScreen } from '../features/home/home-page.tsx';
import type { Auth } from '../lib/auth.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppRouter } from '../router.tsx';

/** A visitor without a session: the only one a prerendered page is ever served to. */
const guest: Auth = { isLoggedIn: () => false, signIn() {}, signOut() {}, subscribe: () => () => {} };

/**
 * The markup of #root for an app page as a guest first sees it, rendered at build time with
 * the tree main.tsx hydrates (docs/architecture.md "Prerendered guest pages"). The server puts
 * it in index.html for visitors without a session, so the form paints before any script runs.
 */
export async function prerenderGuestPage(path: string): Promise<string> {
  const queryClient = createQueryClient(() => {});
  const api = createApiClient({ getToken: () => undefined, onUnauthorized() {} });
  const router = createAppRouter({ queryClient, api, auth: guest }, path);
  await router.load();
  // One piece: a boundary split off into a later chunk would need an inline script to show it.
  const { prelude } = await prerender(<App queryClient={queryClient} router={router} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/**
 * The private pages whose first screen is known before her data: their heading, which on a phone
 * is the largest text of the first screen, paints with the menu (issue #38). Any other private
 * page opens on the layout around a loader.
 */
export const SIGNED_IN_FIRST_SCREENS: Readonly<Record<string, () => ReactNode>> = {
  '/': HomeFirstScreen,
  '/aira': IdeasFirstScreen,
};

/**
 * The markup of #root for a private page as a signed-in visitor first sees it, before any
 * script has run: the private layout as AppShellLayout draws it while her account is on its way
 * (the menu, placeholders for her photo, name and level), around the page's first screen (a
 * loader when none is given) with the page's menu entry marked. The server puts it in
 * index.html for visitors with a session; the app renders over it once the page's code and data
 * are in (main.tsx), so the menu is on screen from the first paint (issue #38).
 */
export async function prerenderSignedInShell(path?: string): Promise<string> {
  const FirstScreen = path === undefined ? PageLoader : SIGNED_IN_FIRST_SCREENS[path];
  if (!FirstScreen) throw new Error(`No first screen for ${path}`);
  const { prelude } = await prerender(
    <UiProvider>
      {/* Without a page, no menu entry marked current ('about:blank' is none of theirs). */}
      <AppLayout user={undefined} currentPath={path ?? 'about:blank'} onLogout={() => undefined}>
        <FirstScreen />
      </AppLayout>
    </UiProvider>,
  );
  return new Response(prelude).text();
}
