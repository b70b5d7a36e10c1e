import { profileListQueryOptions } from '@ma/api-client/query/brand-list';
import { PROPOSAL_TOKEN_PATTERN } from '@ma/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProfileListError } from '../../../features/brand-list/profile-list-error.tsx';
import { ProfileListPage } from '../../../features/brand-list/profile-list-page.tsx';
import { useApi } from '../../../lib/use-api.ts';

// Public (outside _app): the brand opens it without an account; the token is the only key.
export const Route = createFileRoute('/aira/profile-list/$proposalToken')({
  // The options load with the page's own chunk: the brand list's query module is not in every
  // page's first load (docs/decisions/008-first-load.md).
  loader: async ({ context, params }) => {
    // A token of the wrong shape is not asked for: the API would answer 404 all the same.
    if (!PROPOSAL_TOKEN_PATTERN.test(params.proposalToken)) throw notFound();
    const { profileListQueryOptions: options } = await import('@ma/api-client/query/brand-list');
    return context.queryClient.ensureQueryData(options(context.api, params.proposalToken));
  },
  component: ProfileListRoute,
  errorComponent: ProfileListError,
});

function ProfileListRoute() {
  const { proposalToken } = Route.useParams();
  const { data } = useSuspenseQuery(profileListQueryOptions(useApi(), proposalToken));
  return <ProfileListPage token={proposalToken} list={data} />;
}
