import { publicProposalQueryOptions } from '@ma/api-client/query';
import { proposalShareUrl } from '@ma/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { InAppLinks } from '../../../components/in-app-links.tsx';
import { proposalPageTitle } from '../../../features/proposals/public/proposal-preview.ts';
import { ProposalNotFound } from '../../../features/proposals/public/proposal-not-found.tsx';
import { PublicProposalPage } from '../../../features/proposals/public/public-proposal-page.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { useAuth } from '../../../lib/use-auth.ts';

// Opened from outside, /publi/{id}/public is rendered by the server (apps/web/src/public-pages);
// this route draws the same page when the app itself navigates here.
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
  // The tab reads as the server-rendered page's does, until the app leaves the page.
  useEffect(() => {
    const before = document.title;
    document.title = proposalPageTitle(data);
    return () => {
      document.title = before;
    };
  }, [data]);
  return (
    <InAppLinks>
      <PublicProposalPage proposal={data} url={proposalShareUrl(window.location.origin, data.id)} isLoggedIn={auth.isLoggedIn()} />
    </InAppLinks>
  );
}

function NotFound() {
  const auth = useAuth();
  return (
    <InAppLinks>
      <ProposalNotFound isLoggedIn={auth.isLoggedIn()} />
    </InAppLinks>
  );
}
