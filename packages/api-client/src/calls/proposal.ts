import type { ApiClient } from '../client/create-client.ts';
import {
  applicationSchema,
  applicationsResponseSchema,
  categoriesResponseSchema,
  proposalPageSchema,
  publicProposalSchema,
  type ApplicationPayload,
  type ProposalFilters,
} from '../schemas/proposal.ts';

export const listProposals = (api: ApiClient, filters: ProposalFilters = {}) =>
  api.request('post', '/v3/proposal/', { json: filters, schema: proposalPageSchema });

export const getCategories = (api: ApiClient) => api.request('get', '/v3/dataset/categories', { schema: categoriesResponseSchema });

export const applyToProposal = (api: ApiClient, id: string, payload: ApplicationPayload) =>
  api.request('post', `/v3/proposal/${encodeURIComponent(id)}/apply`, { json: payload, schema: applicationSchema });

export const getAppliedProposals = (api: ApiClient) => api.request('get', '/v3/proposal/applied', { schema: applicationsResponseSchema });

export const getApplication = (api: ApiClient, id: string) =>
  api.request('get', `/v3/proposal/applications/${encodeURIComponent(id)}`, { schema: applicationSchema });

/** Withdraws a pending application (204); a decided one answers 409 APPLICATION_ALREADY_DECIDED. */
export const withdrawApplication = (api: ApiClient, id: string) => api.request('delete', `/v3/proposal/applications/${encodeURIComponent(id)}`);

export const getPublicProposal = (api: ApiClient, id: string) =>
  api.request('get', `/v3/proposal/${encodeURIComponent(id)}/public`, { schema: publicProposalSchema });
