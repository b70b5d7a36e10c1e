import { accountInfoQueryOptions } from '@ma/api-client/query';
import { tokenLoginDestination } from '@ma/domain';
import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { NotFoundPage } from '../components/not-found.tsx';
import { RouteError } from '../components/route-error.tsx';
import type { RouterContext } from '../router.tsx';

const searchSchema = z.object({ token: z.string().min(1).optional().catch(undefined) });

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: searchSchema,
  // A session token in the URL signs the user in and routes by level (SPEC.md section 2).
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
