import { categoriesQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { ProposalsPage } from '../../features/proposals/list/proposals-page.tsx';
import { parseProposalSearch } from '../../features/proposals/search/proposal-search.ts';

export const Route = createFileRoute('/_app/publis')({
  validateSearch: parseProposalSearch,
  // Niches feed the filter panel; started here, awaited nowhere, so the list never waits on them.
  loader: ({ context }) => void context.queryClient.prefetchQuery(categoriesQueryOptions(context.api)),
  component: PublisRoute,
});

function PublisRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProposalsPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
