import { publicProposalQueryOptions } from '@ma/api-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ProposalNotFound } from '../../../features/proposals/public/proposal-not-found.tsx';
import { PublicProposalPage } from '../../../features/proposals/public/public-proposal-page.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { useAuth } from '../../../lib/use-auth.ts';

export const Route = createFileRoute('/publi/$proposalId/public')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(publicProposalQueryOptions(context.api, params.proposalId)),
  component: PublicProposalRoute,
  // A missing proposal (404) and any other failure read the same to a visitor (docs/product/proposals.md).
  errorComponent: NotFound,
});

function PublicProposalRoute() {
  const { proposalId } = Route.useParams();
  const api = useApi();
  const auth = useAuth();
  const { data } = useSuspenseQuery(publicProposalQueryOptions(api, proposalId));
  return <PublicProposalPage proposal={data} isLoggedIn={auth.isLoggedIn()} />;
}

function NotFound() {
  const auth = useAuth();
  return <ProposalNotFound isLoggedIn={auth.isLoggedIn()} />;
}
