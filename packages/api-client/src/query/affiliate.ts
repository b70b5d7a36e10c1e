import type { ApiClient } from '../client/create-client.ts';
import { affiliateCalls, queryOf } from './calls.ts';

export const affiliateKeys = {
  all: ['affiliate'] as const,
  me: () => [...affiliateKeys.all, 'me'] as const,
  brands: () => [...affiliateKeys.all, 'brands'] as const,
  links: () => [...affiliateKeys.all, 'links'] as const,
  commissions: (year: number, month: number, page = 1) => [...affiliateKeys.all, 'commissions', year, month, page] as const,
};

/** The creator's registration in the program; `affiliate` is null until they register. */
export const affiliateMeQueryOptions = queryOf(affiliateCalls, affiliateKeys.me, (calls) => calls.getAffiliateMe);

/** The program's brands (they change rarely: an operator edits them). */
export const affiliateBrandsQueryOptions = queryOf(affiliateCalls, affiliateKeys.brands, (calls) => calls.getAffiliateBrands, {
  staleTime: 5 * 60_000,
});

export const affiliateLinksQueryOptions = queryOf(affiliateCalls, affiliateKeys.links, (calls) => calls.getAffiliateLinks);

/** One month of commissions (a page of the list, with the month's totals). */
export const commissionsQueryOptions = (api: ApiClient, { year, month, page = 1 }: { year: number; month: number; page?: number }) => ({
  queryKey: affiliateKeys.commissions(year, month, page),
  queryFn: async () => (await affiliateCalls()).getCommissions(api, { year, month, page }),
});
