import { creditBalanceQueryOptions, creditMovementsQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { CreditsPage } from '../../features/credits/credits-page.tsx';

export const Route = createFileRoute('/_app/credits')({
  loader: ({ context }) => {
    // The history starts loading alongside; the page shows its skeleton until it arrives.
    void context.queryClient.prefetchQuery(creditMovementsQueryOptions(context.api));
    return context.queryClient.ensureQueryData(creditBalanceQueryOptions(context.api));
  },
  component: CreditsPage,
});
