import { createApiClient } from '@ma/api-client';
import type { RenderSignedInPage } from '@ma/api-client/pages';
import { AppLayout } from '@ma/ui/sidebar';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { UiProvider } from '@ma/ui/theme';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from '../app.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { ServerDrawnFor } from '../lib/drawn-for.ts';
import { IdeasFirstScreen } from '../features/aira/ideas/ideas-page.tsx';
import { HomeFirstScreen } from '../features/home/home-page.tsx';
import type { Auth } from '../lib/auth.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppRouter } from '../router.tsx';

/** A visitor without a session: the only one a prerendered page is ever served to. */
const guest: Auth = { isLoggedIn: () => false, signIn() {}, signOut() {}, subscribe: () => () => {} };
/** A visitor with a session, as the server draws her page. */
const signedIn: Auth = { ...guest, isLoggedIn: () => true };

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

/**
 * The private pages the server draws whole, with her data, per request (issue #38): their
 * largest text on a phone (a proposal's description, the affiliate program's line under its
 * tabs, her kit's form) is then on screen with the menu, not two seconds of scripts later. What
 * she types or presses on one before the app runs is done again on the app's own
 * (lib/early-input.ts `carryOverEarlyInput`); its forms send nothing themselves meanwhile
 * (`MutationForm`'s method).
 */
export const SIGNED_IN_DRAWN_PAGES: readonly string[] = ['/publis', '/affiliate/links', '/media-kit/edit'];

/**
 * Whether every request of `queryClient` has answered within 3 s (the loaders start the page's
 * calls without awaiting them all); the server has sent the layout alone long before then.
 */
async function answered(queryClient: QueryClient): Promise<boolean> {
  const until = Date.now() + 3_000;
  while (queryClient.isFetching() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2));
  return queryClient.isFetching() === 0;
}

/**
 * A private page drawn with her data: the app's own tree at `path`, its calls sent with her
 * session's `token` to `fetchApi` (the API in the same process, at the page's `origin`), drawn
 * once every call has answered; with the answers, so that the app starts from them (main.tsx).
 * Undefined when the page does not load as itself (a redirect, a failed call): the server then
 * sends the layout alone.
 */
export const renderSignedInPage: RenderSignedInPage = async (path, token, fetchApi, origin, drawnFor) => {
  if (!SIGNED_IN_DRAWN_PAGES.includes(path)) return undefined;
  const queryClient = createQueryClient(() => {});
  const api = createApiClient({ baseUrl: origin, getToken: () => token, fetch: fetchApi, onUnauthorized() {} });
  const router = createAppRouter({ queryClient, api, auth: signedIn }, path);
  await router.load();
  if (!(await answered(queryClient))) return undefined;
  // A redirect (a guard's) leaves no match and no resolved location; a page not found or failed, a match that is not a success.
  const { matches, resolvedLocation } = router.state;
  const loadedAsItself = resolvedLocation?.pathname === path && matches.length > 0 && matches.every((match) => match.status === 'success');
  const failedCall = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0;
  if (!loadedAsItself || failedCall) return undefined;
  let failed: unknown;
  // The layouts that follow the window's width in script (the proposals' tabs, a card's title)
  // drawn for hers as her browser tells it, so that the app draws them the same; her addresses at the site's.
  const { prelude } = await prerender(
    <ServerDrawnFor value={drawnFor}>
      <App queryClient={queryClient} router={router} />
    </ServerDrawnFor>,
    // A component that throws leaves its Suspense boundary's fallback (a loader) in the markup:
    // the layout alone is better than that, and the server logs why (apps/api drawn-pages.ts).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void (failed ??= error) },
  );
  if (failed) throw failed;
  return { markup: await new Response(prelude).text(), answers: dehydrate(queryClient) };
};
