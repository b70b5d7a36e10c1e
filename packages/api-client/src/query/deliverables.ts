import type { ApiClient } from '../client/create-client.ts';
import type { DeliverableHandIn } from '../schemas/deliverables.ts';
import { deliverableCalls, queryOf } from './calls.ts';
import { proposalKeys } from './index.ts';

// The creator's deal of an accepted application (docs/product/deliverables.md): a subpath of its
// own ('@ma/api-client/query/deliverables'), loaded by the page that shows it.

/** Under `proposalKeys.all`: what refreshes her applications refreshes her deals. */
export const dealKeys = {
  all: [...proposalKeys.all, 'deal'] as const,
  deal: (applicationId: string) => [...dealKeys.all, applicationId] as const,
};

export const creatorDealQueryOptions = queryOf(deliverableCalls, dealKeys.deal, (calls) => calls.getCreatorDeal);

/** Hands in one item's address; the answer is the deal as it now stands. */
export const handInDeliverableMutationOptions = (api: ApiClient, applicationId: string) => ({
  mutationFn: async ({ item, url }: { item: string } & DeliverableHandIn) =>
    (await deliverableCalls()).handInDeliverable(api, applicationId, item, { url }),
});
