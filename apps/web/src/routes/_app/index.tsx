import { accountInfoQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page.tsx';

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(accountInfoQueryOptions(context.api)),
  component: HomePage,
});
