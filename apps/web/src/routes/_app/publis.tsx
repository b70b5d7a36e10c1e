import { appliedProposalsQueryOptions, categoriesQueryOptions, proposalsInfiniteQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { ProposalsPage } from '../../features/proposals/list/proposals-page.tsx';
import { parseProposalSearch, searchToFilters } from '../../features/proposals/search/proposal-search.ts';

export const Route = createFileRoute('/_app/publis')({
  validateSearch: parseProposalSearch,
  loaderDeps: ({ search }) => search,
  // Each request starts at navigation, beside the page's code, and is awaited nowhere: the
  // page draws its own skeletons while they load. The tab's list (the proposals for the
  // search, or the creator's applications), and the niches of the filter panel.
  loader: ({ context, deps }) => {
    const { queryClient, api } = context;
    if (deps.tab === 'candidaturas') void queryClient.prefetchQuery(appliedProposalsQueryOptions(api));
    else void queryClient.prefetchInfiniteQuery(proposalsInfiniteQueryOptions(api, searchToFilters(deps)));
    void queryClient.prefetchQuery(categoriesQueryOptions(api));
  },
  component: PublisRoute,
});

function PublisRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProposalsPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
