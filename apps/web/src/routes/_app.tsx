import { accountInfoQueryOptions } from '@ma/api-client/query';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AppShellLayout } from '../features/shell/app-shell-layout.tsx';
import { DueSurveyPrompt } from '../features/survey/survey-prompt.tsx';
import { rememberedPath } from '../lib/remembered-path.ts';

/** Private pages: a guest goes to /login and the attempted path is remembered. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isLoggedIn()) {
      rememberedPath.save(location.href);
      throw redirect({ to: '/login' });
    }
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(accountInfoQueryOptions(context.api)),
  component: () => (
    <AppShellLayout>
      <DueSurveyPrompt />
      <Outlet />
    </AppShellLayout>
  ),
});
