import { publicProposalQueryOptions } from '@ma/api-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ProposalNotFound } from '../../../features/proposals/public/proposal-not-found.tsx';
import { PublicProposalPage } from '../../../features/proposals/public/public-proposal-page.tsx';

export const Route = createFileRoute('/publi/$proposalId/public')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(publicProposalQueryOptions(context.api, params.proposalId)),
  component: PublicProposalRoute,
  // A missing proposal (404) and any other failure read the same to a visitor (SPEC.md section 2).
  errorComponent: NotFound,
});

function PublicProposalRoute() {
  const { proposalId } = Route.useParams();
  const { api, auth } = Route.useRouteContext();
  const { data } = useSuspenseQuery(publicProposalQueryOptions(api, proposalId));
  return <PublicProposalPage proposal={data} isLoggedIn={auth.isLoggedIn()} />;
}

function NotFound() {
  const { auth } = Route.useRouteContext();
  return <ProposalNotFound isLoggedIn={auth.isLoggedIn()} />;
}
