import { accountInfoQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { CongratsPage } from '../../../features/connect/pages.ts';

export const Route = createFileRoute('/_app/media-kit/congrats')({
  loader: ({ context }) => context.queryClient.ensureQueryData(accountInfoQueryOptions(context.api)),
  component: CongratsPage,
});
