import { accountInfoQueryOptions } from '@ma/api-client/query';
import { tokenLoginDestination } from '@ma/domain';
import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found.tsx';
import { RouteError } from '../components/route-error.tsx';
import { nonEmptyString, readSearch } from '../lib/search-params.ts';
import type { RouterContext } from '../router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>) => readSearch({ token: nonEmptyString }, search),
  // A session token in the URL signs the user in and routes by level (docs/product/routes-and-navigation.md).
  beforeLoad: async ({ search, context }) => {
    if (!search.token) return;
    context.auth.signIn(search.token);
    try {
      const account = await context.queryClient.fetchQuery(accountInfoQueryOptions(context.api));
      throw redirect({ to: tokenLoginDestination(account.user.level), search: {} });
    } catch (error) {
      if (error instanceof Response || (error && typeof error === 'object' && 'isRedirect' in error)) throw error;
      context.auth.signOut();
      throw redirect({ to: '/login', search: {} });
    }
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
