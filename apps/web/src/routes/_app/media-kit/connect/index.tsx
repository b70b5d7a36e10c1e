import { connectionsQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { ConnectPage } from '../../../../features/connect/pages.ts';

export const Route = createFileRoute('/_app/media-kit/connect/')({
  // Started at navigation and awaited nowhere: the page draws its skeletons meanwhile.
  loader: ({ context }) => void context.queryClient.prefetchQuery(connectionsQueryOptions(context.api)),
  component: ConnectPage,
});
