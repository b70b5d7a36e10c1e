import { createFileRoute } from '@tanstack/react-router';
import { CreateUgcScriptPage } from '../../../features/aira/pages.ts';

export const Route = createFileRoute('/_app/aira/create-ugc-script')({
  // Started at navigation and awaited nowhere: the page draws its skeletons meanwhile.
  // The options load with the page's own chunk, in parallel with it: Aira's query modules are not
  // in every page's first load (docs/decisions/008-first-load.md).
  loader: ({ context }) => {
    void import('@ma/api-client/query/aira').then(({ ugcScriptsQueryOptions }) =>
      context.queryClient.prefetchQuery(ugcScriptsQueryOptions(context.api)),
    );
  },
  component: CreateUgcScriptPage,
});
