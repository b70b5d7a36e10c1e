import { commissionsQueryOptions } from '@ma/api-client/query';
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { requireAffiliate } from '../../../features/affiliate/affiliate-guard.ts';
import { type CommissionsSearchInput, readCommissionsSearch } from '../../../features/affiliate/commissions/commissions-search.ts';
import { CommissionsPage } from '../../../features/affiliate/pages.ts';

export const Route = createFileRoute('/_app/affiliate/commissions')({
  // SearchSchemaInput: links may name no month (the input's fields are optional), the page always has one.
  validateSearch: (search: CommissionsSearchInput & SearchSchemaInput) => readCommissionsSearch(search),
  beforeLoad: requireAffiliate,
  loaderDeps: ({ search }) => search,
  // Started at navigation and awaited nowhere: the page draws its skeletons meanwhile.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(commissionsQueryOptions(context.api, deps)),
  component: CommissionsRoute,
});

function CommissionsRoute() {
  const { year, month } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CommissionsPage year={year} month={month} onMonthChange={(next) => void navigate({ search: next })} />;
}
