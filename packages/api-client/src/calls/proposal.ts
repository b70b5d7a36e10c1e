import type { ApiClient } from '../client/create-client.ts';
import {
  applicationInCentsSchema,
  applicationsInCentsResponseSchema,
  categoriesResponseSchema,
  proposalPageInCentsSchema,
  publicProposalInCentsSchema,
  type ApplicationPayload,
  type ProposalFilters,
} from '../schemas/proposal.ts';

// Answers are read with the schemas "in cents": the wire's reais become `valueCents` once, there.
// What is sent (an offer, the list's value range) is the reais the creator typed, as the contract takes it.

export const listProposals = (api: ApiClient, filters: ProposalFilters = {}) =>
  api.request('post', '/v3/proposal/', { json: filters, schema: proposalPageInCentsSchema });

export const getCategories = (api: ApiClient) => api.request('get', '/v3/dataset/categories', { schema: categoriesResponseSchema });

export const applyToProposal = (api: ApiClient, id: string, payload: ApplicationPayload) =>
  api.request('post', `/v3/proposal/${encodeURIComponent(id)}/apply`, { json: payload, schema: applicationInCentsSchema });

export const getAppliedProposals = (api: ApiClient) => api.request('get', '/v3/proposal/applied', { schema: applicationsInCentsResponseSchema });

export const getApplication = (api: ApiClient, id: string) =>
  api.request('get', `/v3/proposal/applications/${encodeURIComponent(id)}`, { schema: applicationInCentsSchema });

/** Withdraws a pending application (204); a decided one answers 409 APPLICATION_ALREADY_DECIDED. */
export const withdrawApplication = (api: ApiClient, id: string) => api.request('delete', `/v3/proposal/applications/${encodeURIComponent(id)}`);

export const getPublicProposal = (api: ApiClient, id: string) =>
  api.request('get', `/v3/proposal/${encodeURIComponent(id)}/public`, { schema: publicProposalInCentsSchema });
