import { proposalsInfiniteQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { BRIEF_PROPOSALS_FILTERS } from '../../../features/aira/brief-filters.ts';
import { IdeasPage } from '../../../features/aira/pages.ts';
import { nonEmptyString, readSearch } from '../../../lib/search-params.ts';

export const Route = createFileRoute('/_app/aira/')({
  // `?proposal=<id>`: the proposal the brief starts from ('Gerar ideias com a Aira' on /publis).
  validateSearch: (search: Record<string, unknown>) => readSearch({ proposal: nonEmptyString }, search),
  // Started at navigation and awaited nowhere: the page draws its skeletons meanwhile.
  // The options load with the page's own chunk, in parallel with it: Aira's query modules are not
  // in every page's first load (docs/decisions/008-first-load.md).
  loader: ({ context }) => {
    void import('@ma/api-client/query/aira').then(({ ideaGenerationsInfiniteQueryOptions }) =>
      context.queryClient.prefetchInfiniteQuery(ideaGenerationsInfiniteQueryOptions(context.api)),
    );
    void context.queryClient.prefetchInfiniteQuery(proposalsInfiniteQueryOptions(context.api, BRIEF_PROPOSALS_FILTERS));
  },
  component: IdeasRoute,
});

function IdeasRoute() {
  const { proposal } = Route.useSearch();
  return <IdeasPage proposalId={proposal} />;
}
