import { createFileRoute } from '@tanstack/react-router';
import { MonetizePage } from '../../features/monetize/monetize-page.tsx';

export const Route = createFileRoute('/_app/monetize')({
  // Started at navigation and awaited nowhere: the cards draw their skeletons meanwhile. The
  // options load apart from every page's first load (docs/decisions/008-first-load.md).
  loader: ({ context }) => {
    void import('@ma/api-client/query/overview').then(({ overviewQueryOptions }) =>
      context.queryClient.prefetchQuery(overviewQueryOptions(context.api)),
    );
  },
  component: MonetizePage,
});
