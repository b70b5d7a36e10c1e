import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { NotFoundPage } from '../components/not-found.tsx';
import { RouteError } from '../components/route-error.tsx';
import { takeUrlToken } from '../features/auth/url-token.ts';
import type { RouterContext } from '../lib/router-context.ts';

const UrlTokenPrompt = lazy(() => import('../features/auth/url-token-sign-in.ts').then(({ UrlTokenPrompt }) => ({ default: UrlTokenPrompt })));

export const Route = createRootRouteWithContext<RouterContext>()({
  // A session token in the URL signs in (docs/product/routes-and-navigation.md "Token in the
  // URL"). main.tsx took it out of the address before the router read it; what it does (sign in
  // and route by level, refresh the session, ask, or drop it) loads only when one came.
  beforeLoad: async ({ context, preload }) => {
    const token = preload ? undefined : takeUrlToken();
    if (!token) return;
    const { signInWithUrlToken } = await import('../features/auth/url-token-sign-in.ts');
    const to = await signInWithUrlToken(token, context);
    if (to) throw redirect({ to, search: {} });
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

function RootLayout() {
  const { urlTokenQuestion } = Route.useRouteContext();
  const question = useSyncExternalStore(urlTokenQuestion.subscribe, urlTokenQuestion.get, urlTokenQuestion.get);
  return (
    <>
      <Outlet />
      {question && (
        <Suspense fallback={null}>
          <UrlTokenPrompt question={question} onClose={() => urlTokenQuestion.set(undefined)} />
        </Suspense>
      )}
    </>
  );
}
