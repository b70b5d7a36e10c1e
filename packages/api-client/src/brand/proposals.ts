import { isCalendarDay } from '@ma/domain';
import { z } from 'zod';
import { adminProposalPayloadSchema, adminProposalSchema } from '../admin/proposals.ts';
import type { ApiClient } from '../client/create-client.ts';
import { cursorPageOf, listOf } from '../schemas/common.ts';
import { requiredText } from '../schemas/text.ts';

// A brand's proposals (docs/product/brands.md, "Proposals"): written with every field the back
// office has, kept as drafts, submitted, then published or returned with a reason by an operator.
// camelCase here, snake_case on the wire; `value` in reais on the wire, as everywhere a proposal's is.

/**
 * Where a brand's proposal stands: `draft` (the brand's alone), `submitted` (waiting for an
 * operator), `returned` (with the operator's reason; the brand edits and submits again),
 * `published` (a proposal creators see; its fields no longer change).
 */
export const brandProposalStates = ['draft', 'submitted', 'returned', 'published'] as const;
export const brandProposalStateSchema = z.enum(brandProposalStates);
export type BrandProposalState = z.infer<typeof brandProposalStateSchema>;

/** POST and PUT /v3/brand/proposals: the back office's proposal fields, the same rules and words. */
export const brandProposalPayloadSchema = adminProposalPayloadSchema;

/** A brand's proposal: its fields, where its review stands, and once published the proposal creators see. */
export const brandProposalSchema = z.object({
  id: z.string(),
  state: brandProposalStateSchema,
  /** The fields as the brand wrote them (what the payload's schema made of them). */
  fields: brandProposalPayloadSchema,
  /** The operator's reason when returned; null otherwise. */
  returnReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Once published: the proposal as the back office shows it (state, validity, applications). */
  published: adminProposalSchema.extend({ totalApplications: z.number().int() }).nullable(),
});
export type BrandProposal = z.infer<typeof brandProposalSchema>;

/** GET /v3/brand/proposals: the brand's proposals, the last changed first. */
export const brandProposalListSchema = listOf(brandProposalSchema);
export type BrandProposalList = z.infer<typeof brandProposalListSchema>;

/** PATCH /v3/brand/proposals/{id}/published: a later last day, or closing it now; nothing else changes once published. */
export const brandPublishedChangeSchema = z
  .object({
    validUntil: z.string().refine(isCalendarDay, { error: 'Informe uma data válida.' }).optional(),
    close: z.literal(true).optional(),
  })
  .refine((change) => change.validUntil !== undefined || change.close === true, { error: 'Informe a nova data final ou o encerramento.' });
export type BrandPublishedChange = z.infer<typeof brandPublishedChangeSchema>;

/** A proposal in the operators' review queue, with its brand. */
export const reviewedProposalSchema = brandProposalSchema.extend({ brand: z.object({ id: z.string(), name: z.string(), cnpj: z.string() }) });
export type ReviewedProposal = z.infer<typeof reviewedProposalSchema>;

/** GET /v3/admin/brand-proposals: newest submission first, 25 a page. */
export const reviewedProposalPageSchema = cursorPageOf(reviewedProposalSchema);
export type ReviewedProposalPage = z.infer<typeof reviewedProposalPageSchema>;

/** POST /v3/admin/brand-proposals/{id}/return: why, mailed to the brand and shown beside the proposal. */
export const proposalReturnPayloadSchema = z.object({
  reason: requiredText(1000, 'Informe o motivo da devolução.', { tooLong: 'O motivo pode ter no máximo 1000 caracteres.' }),
});
export type ProposalReturnPayload = z.infer<typeof proposalReturnPayloadSchema>;

/**
 * POST /v3/brand/proposals/logo?proposal={id}: the logo of the brand's draft or returned proposal,
 * a multipart `file` (PNG, JPEG or WebP up to 2 MB), stored as the back office stores one; the
 * answer is the proposal with the logo's address in `fields.logoUrl`. The proposal goes in the
 * query so that the route's path is one (its body limit is declared by path).
 */
export const BRAND_PROPOSAL_LOGO_PATH = '/v3/brand/proposals/logo';

const path = (id: string, rest = '') => `/v3/brand/proposals/${encodeURIComponent(id)}${rest}`;
type Payload = z.input<typeof brandProposalPayloadSchema>;

/** The brand's proposals (an approved brand's member). */
export const listBrandProposals = (api: ApiClient) => api.request('get', '/v3/brand/proposals', { schema: brandProposalListSchema });
/** One of them. */
export const getBrandProposal = (api: ApiClient, id: string) => api.request('get', path(id), { schema: brandProposalSchema });
/** A new draft. */
export const createBrandProposal = (api: ApiClient, payload: Payload) =>
  api.request('post', '/v3/brand/proposals', { json: payload, schema: brandProposalSchema });
/** Rewrites a draft or a returned proposal. */
export const updateBrandProposal = (api: ApiClient, id: string, payload: Payload) =>
  api.request('put', path(id), { json: payload, schema: brandProposalSchema });
/** Sends a draft or a returned proposal to the operators' review. */
export const submitBrandProposal = (api: ApiClient, id: string) => api.request('post', path(id, '/submit'), { schema: brandProposalSchema });
/** Discards a draft or a returned proposal. */
export const deleteBrandProposal = (api: ApiClient, id: string) => api.request('delete', path(id));
/** A published proposal's later last day, or its closing. */
export const changePublishedProposal = (api: ApiClient, id: string, change: BrandPublishedChange) =>
  api.request('patch', path(id, '/published'), { json: change, schema: brandProposalSchema });
/** Uploads the logo of a draft or a returned proposal; answers the proposal with its address. */
export function uploadBrandProposalLogo(api: ApiClient, id: string, file: Blob) {
  const form = new FormData();
  form.append('file', file);
  return api.request('post', BRAND_PROPOSAL_LOGO_PATH, { searchParams: { proposal: id }, form, schema: brandProposalSchema });
}
