import { commissionsQueryOptions } from '@ma/api-client/query';
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { requireAffiliate } from '../../../features/affiliate/affiliate-guard.ts';
import { readCommissionsSearch } from '../../../features/affiliate/commissions/commissions-search.ts';
import { type CommissionsSearchInput, readCommissionsUrl } from '../../../features/affiliate/commissions/commissions-url.ts';
import { CommissionsPage } from '../../../features/affiliate/pages.ts';

export const Route = createFileRoute('/_app/affiliate/commissions')({
  // SearchSchemaInput: links may name no month (the input's fields are optional); the page picks one.
  validateSearch: (search: CommissionsSearchInput & SearchSchemaInput) => readCommissionsUrl(search),
  beforeLoad: requireAffiliate,
  loaderDeps: ({ search }) => search,
  // Started at navigation for a month the URL names, and awaited nowhere: the page draws its
  // skeletons meanwhile (without a month, the page's own query asks for the current one).
  loader: ({ context, deps: { year, month } }) => {
    if (year !== undefined && month !== undefined) void context.queryClient.prefetchQuery(commissionsQueryOptions(context.api, { year, month }));
  },
  component: CommissionsRoute,
});

function CommissionsRoute() {
  const { year, month } = readCommissionsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return <CommissionsPage year={year} month={month} onMonthChange={(next) => void navigate({ search: next })} />;
}
