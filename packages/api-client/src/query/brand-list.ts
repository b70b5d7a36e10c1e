import type { ApiClient } from '../client/create-client.ts';
import type { ApplicationDecision } from '../schemas/brand-list.ts';
import { brandListCalls, mutationOf, queryOf } from './calls.ts';

export const brandListKeys = {
  all: ['brand-list'] as const,
  list: (token: string) => [...brandListKeys.all, token] as const,
};

/** The brand's list behind a link's token (a 404 for an unknown, revoked or expired one). */
export const profileListQueryOptions = queryOf(brandListCalls, brandListKeys.list, (calls) => calls.getProfileList);

/** The brand accepts or declines one application of the link's proposal. */
export const decideApplicationMutationOptions = (api: ApiClient, token: string) => ({
  mutationFn: async ({ applicationId, decision }: { applicationId: string; decision: ApplicationDecision }) =>
    (await brandListCalls()).decideApplication(api, token, applicationId, decision),
});

/** The creator saw the toasts of these decisions ('Minhas candidaturas' on /publis). */
export const markDecisionsSeenMutationOptions = mutationOf(brandListCalls, (calls) => calls.markDecisionsSeen);
