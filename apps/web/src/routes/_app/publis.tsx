import { appliedProposalsQueryOptions, categoriesQueryOptions, proposalsInfiniteQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { useDecisionToasts } from '../../features/proposals/applications/use-decision-toasts.ts';
import { ProposalsPage } from '../../features/proposals/list/proposals-page.tsx';
import { parseProposalSearch, searchToFilters } from '../../features/proposals/search/proposal-search.ts';

export const Route = createFileRoute('/_app/publis')({
  validateSearch: parseProposalSearch,
  loaderDeps: ({ search }) => search,
  // Each request starts at navigation, beside the page's code, and is awaited nowhere: the
  // page draws its own skeletons while they load. The creator's applications (their tab, and
  // the toasts of the brands' new answers on either tab), the proposals for the search, and the
  // niches of the filter panel.
  loader: ({ context, deps }) => {
    const { queryClient, api } = context;
    void queryClient.prefetchQuery(appliedProposalsQueryOptions(api));
    if (deps.tab !== 'candidaturas') void queryClient.prefetchInfiniteQuery(proposalsInfiniteQueryOptions(api, searchToFilters(deps)));
    void queryClient.prefetchQuery(categoriesQueryOptions(api));
  },
  component: PublisRoute,
});

function PublisRoute() {
  // The brands' answers since the last visit, once each.
  useDecisionToasts();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProposalsPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
