import type { ApiClient } from '../client/create-client.ts';
import { searchParamsOf } from '../client/search-params.ts';
import { brandProposalSchema, reviewedProposalPageSchema, type BrandProposalState, type ProposalReturnPayload } from '../brand/proposals.ts';

// The back office's review of brands' proposals (docs/product/brands.md, "Proposals"): the queue
// of submitted ones, published or returned with a reason.

const path = (id: string, action: string) => `/v3/admin/brand-proposals/${encodeURIComponent(id)}/${action}`;

/** A page of brands' proposals, newest submission first; by default the submitted ones (admin, support). */
export const listReviewedProposals = (api: ApiClient, query: { state?: BrandProposalState; cursor?: string } = {}) =>
  api.request('get', '/v3/admin/brand-proposals', { searchParams: searchParamsOf(query), schema: reviewedProposalPageSchema });

/** Publishes a submitted proposal: creators see it at once; the brand is mailed (admin, support). */
export const publishBrandProposal = (api: ApiClient, id: string) => api.request('post', path(id, 'publish'), { schema: brandProposalSchema });

/** Returns a submitted proposal to its brand with a reason, mailed (admin, support). */
export const returnBrandProposal = (api: ApiClient, id: string, payload: ProposalReturnPayload) =>
  api.request('post', path(id, 'return'), { json: payload, schema: brandProposalSchema });
