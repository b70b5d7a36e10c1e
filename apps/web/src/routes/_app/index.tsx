import { accountInfoQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page.tsx';

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => {
    // The overview starts at navigation and is awaited nowhere: the cards draw their skeletons
    // meanwhile. Its options load with the page's own chunk, not with every page's first load
    // (docs/decisions/008-first-load.md).
    void import('@ma/api-client/query/overview').then(({ overviewQueryOptions }) =>
      context.queryClient.prefetchQuery(overviewQueryOptions(context.api)),
    );
    // The greeting and the level: already in the cache (the _app layout loads them).
    return context.queryClient.ensureQueryData(accountInfoQueryOptions(context.api));
  },
  component: HomePage,
});
