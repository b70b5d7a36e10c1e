import type { ApiClient } from '../client/create-client.ts';
import type { AffiliateLinkInput, AffiliateRegistrationInput, AffiliateUpdateInput, CommissionsQuery } from '../schemas/affiliate.ts';
import type { WithProof } from '../calls/reauth.ts';
import { affiliateCalls } from './calls.ts';

// Apart from the query options: those run in the routes (every page's first load), these only in
// the affiliate screens, which load them with their own chunk.

export const registerAffiliateMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: AffiliateRegistrationInput) => (await affiliateCalls()).registerAffiliate(api, payload),
});

export const updateAffiliateMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: WithProof<AffiliateUpdateInput>) => (await affiliateCalls()).updateAffiliate(api, payload),
});

export const createAffiliateLinkMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: AffiliateLinkInput) => (await affiliateCalls()).createAffiliateLink(api, payload),
});

export const commissionsCsvMutationOptions = (api: ApiClient) => ({
  mutationFn: async (query: Pick<CommissionsQuery, 'month' | 'year'>) => (await affiliateCalls()).getCommissionsCsv(api, query),
});

/** The CPF/CNPJ, phone and PIX key whole ('Mostrar'): asked with a proof, never kept in the cache. */
export const affiliateFullMutationOptions = (api: ApiClient) => ({
  mutationFn: async (variables: WithProof) => (await affiliateCalls()).getAffiliateFull(api, variables),
});
