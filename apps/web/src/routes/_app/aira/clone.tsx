import { createFileRoute } from '@tanstack/react-router';
import { ClonePage } from '../../../features/voice/pages.ts';

export const Route = createFileRoute('/_app/aira/clone')({
  // Starts at navigation and is awaited nowhere: the page draws its skeleton meanwhile.
  // The options load with the page's own chunk, in parallel with it: Aira's query modules are not
  // in every page's first load (docs/decisions/008-first-load.md).
  loader: ({ context }) => {
    void import('@ma/api-client/query/voice').then(({ voiceCloningQueryOptions }) =>
      context.queryClient.prefetchQuery(voiceCloningQueryOptions(context.api)),
    );
  },
  component: ClonePage,
});
