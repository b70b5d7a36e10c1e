import { accountInfoQueryOptions } from '@ma/api-client/query';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PendingProposalNotice } from '../features/auth/components/pending-proposal-notice.tsx';
import { AppShellLayout } from '../features/shell/app-shell-layout.tsx';
import { DueSurveyPrompt } from '../features/survey/survey-prompt.tsx';
import { requireSignedIn } from '../lib/require-signed-in.ts';

/** Private pages: a guest goes to /login and the attempted path is remembered. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(accountInfoQueryOptions(context.api)),
  component: () => (
    <AppShellLayout>
      <DueSurveyPrompt />
      <PendingProposalNotice />
      <Outlet />
    </AppShellLayout>
  ),
});
