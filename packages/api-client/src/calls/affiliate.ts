import { z } from 'zod';
import type { ApiClient } from '../client/create-client.ts';
import {
  affiliateBrandsSchema,
  affiliateLinkSchema,
  affiliateLinksSchema,
  affiliateMeSchema,
  affiliateProfileSchema,
  commissionsPageSchema,
  type AffiliateLinkInput,
  type AffiliateRegistrationInput,
  type AffiliateUpdateInput,
  type CommissionsQuery,
} from '../schemas/affiliate.ts';
import { affiliateFullSchema } from '../schemas/reauth.ts';
import { splitProof, type WithProof } from './reauth.ts';

export const getAffiliateMe = (api: ApiClient) => api.request('get', '/v3/affiliate/me', { schema: affiliateMeSchema });

export const registerAffiliate = (api: ApiClient, payload: AffiliateRegistrationInput) =>
  api.request('post', '/v3/affiliate/register', { json: payload, schema: affiliateProfileSchema });

export const updateAffiliate = (api: ApiClient, payload: WithProof<AffiliateUpdateInput>) =>
  api.request('patch', '/v3/affiliate/me', { ...splitProof(payload), schema: affiliateProfileSchema });

/** The CPF/CNPJ, phone and PIX key whole: only with a proof of re-authentication. */
export const getAffiliateFull = (api: ApiClient, { proof }: WithProof = {}) => {
  const { headers } = splitProof({ proof });
  return api.request('get', '/v3/affiliate/me/full', { schema: affiliateFullSchema, ...(headers && { headers }) });
};

export const getAffiliateBrands = (api: ApiClient) => api.request('get', '/v3/affiliate/brands', { schema: affiliateBrandsSchema });

export const getAffiliateLinks = (api: ApiClient) => api.request('get', '/v3/affiliate/links', { schema: affiliateLinksSchema });

export const createAffiliateLink = (api: ApiClient, payload: AffiliateLinkInput) =>
  api.request('post', '/v3/affiliate/links', { json: payload, schema: affiliateLinkSchema });

const monthParams = ({ month, year, page, pageSize }: CommissionsQuery) => ({
  month: Number(month),
  year: Number(year),
  ...(page !== undefined ? { page: Number(page) } : {}),
  ...(pageSize !== undefined ? { page_size: Number(pageSize) } : {}),
});

export const getCommissions = (api: ApiClient, query: CommissionsQuery) =>
  api.request('get', '/v3/affiliate/commissions', { searchParams: monthParams(query), schema: commissionsPageSchema });

/** The month's commissions as a spreadsheet (CSV text, UTF-8 with BOM). */
export const getCommissionsCsv = (api: ApiClient, query: Pick<CommissionsQuery, 'month' | 'year'>) =>
  api.request('get', '/v3/affiliate/commissions.csv', { searchParams: monthParams(query), text: true, schema: z.string() });
