import { publicProposalQueryOptions } from '@ma/api-client/query';
import { proposalShareUrl } from '@ma/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
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

/**
 * The page's links are plain anchors (the server renders it without the router); inside the
 * app, a plain click on one of its own paths navigates in place instead of loading the app again.
 */
function InAppLinks({ children }: { children: ReactNode }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  // Only listens to the clicks of the links inside, which stay the controls (keyboard included: Enter on a link is a click).
  return <div onClick={onClick}>{children}</div>;
}
