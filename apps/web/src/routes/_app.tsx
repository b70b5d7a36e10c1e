import { accountInfoQueryOptions } from '@ma/api-client/query';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PendingProposalNotice } from '../features/auth/components/pending-proposal-notice.tsx';
import { pendingProposal } from '../features/auth/pending-proposal.ts';
import { AppShellLayout } from '../features/shell/app-shell-layout.tsx';
import { DueSurveyPrompt } from '../features/survey/survey-prompt.tsx';
import { requireSignedIn } from '../lib/require-signed-in.ts';

/**
 * Private pages: a guest goes to /login and the attempted path is remembered. The public
 * proposal page's 'Entrar' leads here (`/?proposal=<id>`): the proposal is kept first, to be
 * offered once she is in.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: (options) => {
    const { proposal } = options.location.search as { proposal?: unknown };
    if (typeof proposal === 'string') pendingProposal.save(proposal);
    requireSignedIn(options);
  },
  // Started, not awaited: the shell draws at once with placeholders for her (AppShellLayout), and
  // the pages that read the account wait for this same request.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accountInfoQueryOptions(context.api));
  },
  component: () => (
    <AppShellLayout>
      <DueSurveyPrompt />
      <PendingProposalNotice />
      <Outlet />
    </AppShellLayout>
  ),
});
