import { affiliateCalls, mutationOf } from './calls.ts';

// Apart from the query options: those run in the routes (every page's first load), these only in
// the affiliate screens, which load them with their own chunk.

export const registerAffiliateMutationOptions = mutationOf(affiliateCalls, (calls) => calls.registerAffiliate);

export const updateAffiliateMutationOptions = mutationOf(affiliateCalls, (calls) => calls.updateAffiliate);

export const createAffiliateLinkMutationOptions = mutationOf(affiliateCalls, (calls) => calls.createAffiliateLink);

export const commissionsCsvMutationOptions = mutationOf(affiliateCalls, (calls) => calls.getCommissionsCsv);

/** The CPF/CNPJ, phone and PIX key whole ('Mostrar'): asked with a proof, never kept in the cache. */
export const affiliateFullMutationOptions = mutationOf(affiliateCalls, (calls) => calls.getAffiliateFull);
