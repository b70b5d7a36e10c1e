import {
  audienceGenders,
  brazilianStates,
  decimalPlaces,
  isCalendarDay,
  MAX_OFFER_REAIS,
  OFFER_VALUE_REQUIRED,
  OFFER_VALUE_TOO_LARGE,
  OFFER_VALUE_TOO_PRECISE,
} from '@ma/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client.ts';
import { searchParamsOf } from '../client/search-params.ts';
import {
  applicationStatusSchema,
  partnershipTypeSchema,
  proposalLocationSchema,
  proposalSchema,
  publicProposalSchema,
  withValueInCents,
} from '../schemas/proposal.ts';
import { cursorPageOf, levelSchema, listOf } from '../schemas/common.ts';
import { hasNoNul, requiredText } from '../schemas/text.ts';

// The back office's proposals (docs/product/backoffice.md, "Propostas"): the list, a proposal's
// every field, the import, its applications and its brand's applicant links. camelCase here,
// snake_case on the wire; `value` in reais on the wire as in the proposal contract (SPEC), read
// into `valueCents` here, once (as schemas/proposal.ts does).

/** Where a proposal stands: the domain's `proposalState`. */
export const adminProposalStates = ['open', 'scheduled', 'expired', 'closed'] as const;
export const adminProposalStateSchema = z.enum(adminProposalStates);
export type AdminProposalState = z.infer<typeof adminProposalStateSchema>;

// An empty input ('' from a number field) is no number: null for an optional one, missing for a required one.
const blankToNull = (raw: unknown) => (raw === '' || raw === undefined ? null : raw);
const optionalCount = (max: number, error: string) =>
  z.preprocess(
    blankToNull,
    z.number({ error }).int({ error: 'Use um número inteiro.' }).min(0, { error: 'Não pode ser negativo.' }).max(max, { error }).nullable(),
  );
const age = z.preprocess(
  blankToNull,
  z
    .number({ error: 'Informe uma idade.' })
    .int({ error: 'Use um número inteiro.' })
    .min(13, { error: 'Idade mínima: 13.' })
    .max(100, { error: 'Idade máxima: 100.' })
    .nullable(),
);
const uf = z.enum(brazilianStates, { error: 'Escolha um estado da lista.' });
const isImageUrl = (value: string) => /^https?:\/\/\S+$/i.test(value) || /^data:image\/(?:svg\+xml|png|jpeg|webp|gif)[;,]/i.test(value);

/**
 * A proposal as an operator writes it (POST and PUT /v3/admin/proposals): every field the
 * proposal has, with the import's rules (proposal-import-schema.ts in the API) and their words.
 * `validUntil` is a calendar day, valid to its last minute in São Paulo; null: always open.
 */
export const adminProposalPayloadSchema = z
  .object({
    name: requiredText(120, 'Informe o nome.', { tooLong: 'Use no máximo 120 caracteres.' }),
    brandName: requiredText(80, 'Informe a marca.', { tooLong: 'Use no máximo 80 caracteres.' }),
    description: z.preprocess(
      (raw) => (typeof raw === 'string' && raw.trim() === '' ? null : raw),
      z.string().trim().max(5000, { error: 'Use no máximo 5000 caracteres.' }).refine(hasNoNul).nullable().default(null),
    ),
    categoriesOfInfluencer: z.array(z.string().min(1).refine(hasNoNul)).max(20, { error: 'Escolha no máximo 20 nichos.' }).default([]),
    partnershipType: partnershipTypeSchema,
    value: z.preprocess(
      (raw) => (raw === '' ? undefined : raw),
      z
        .number({ error: OFFER_VALUE_REQUIRED })
        .min(0, { error: 'O valor não pode ser negativo.' })
        .max(MAX_OFFER_REAIS, { error: OFFER_VALUE_TOO_LARGE })
        .refine((value) => decimalPlaces(value) <= 2, { error: OFFER_VALUE_TOO_PRECISE }),
    ),
    isMappingInfluencers: proposalSchema.shape.isMappingInfluencers.default(false),
    acceptsNegotiations: proposalSchema.shape.acceptsNegotiations.default(false),
    /** Prata creators may apply too (else only Ouro). */
    isSilversAlloweds: proposalSchema.shape.isSilversAlloweds.default(false),
    minFollowers: optionalCount(2_000_000_000, 'Informe um número de seguidores.'),
    maxFollowers: optionalCount(2_000_000_000, 'Informe um número de seguidores.'),
    /** Empty: all of Brasil; a state without cities: the whole state. */
    locationOfInfluencer: z
      .array(proposalLocationSchema.extend({ state: uf, city: z.array(z.string().trim().min(1).max(120)).max(200) }))
      .max(27)
      .default([]),
    /** Where most of the creator's audience must live; none (or an empty list): anywhere. */
    audienceStates: z.preprocess((raw) => (raw === undefined || (Array.isArray(raw) && raw.length === 0) ? null : raw), z.array(uf).nullable()),
    audienceMinAge: age,
    audienceMaxAge: age,
    audienceGender: z.enum(audienceGenders).nullable().default(null),
    logoUrl: z
      .string()
      .trim()
      .max(60_000, { error: 'Envie o logo como arquivo.' })
      .refine(isImageUrl, { error: 'Envie uma imagem.' })
      .nullable()
      .default(null),
    validUntil: z.preprocess(
      (raw) => (raw === '' || raw === undefined ? null : raw),
      z.string().refine(isCalendarDay, { error: 'Informe uma data válida.' }).nullable(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.minFollowers !== null && value.maxFollowers !== null && value.minFollowers > value.maxFollowers)
      ctx.addIssue({ code: 'custom', path: ['maxFollowers'], message: 'Deve ser maior ou igual ao mínimo.' });
    if (value.audienceMinAge !== null && value.audienceMaxAge !== null && value.audienceMinAge > value.audienceMaxAge)
      ctx.addIssue({ code: 'custom', path: ['audienceMaxAge'], message: 'Deve ser maior ou igual à idade mínima.' });
  });
export type AdminProposalPayload = z.input<typeof adminProposalPayloadSchema>;
export type AdminProposalInput = z.output<typeof adminProposalPayloadSchema>;

/** A row of the list (GET /v3/admin/proposals). */
export const adminProposalListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  brandName: z.string(),
  categoriesOfInfluencer: z.array(z.string()),
  partnershipType: partnershipTypeSchema,
  value: z.number(),
  isSilversAlloweds: z.boolean(),
  logoUrl: z.string().nullable(),
  state: adminProposalStateSchema,
  publishedAt: z.string(),
  validUntil: z.string().nullable(),
  closedAt: z.string().nullable(),
  totalApplications: z.number().int(),
});
export const adminProposalListItemInCentsSchema = adminProposalListItemSchema.transform(withValueInCents);
export type AdminProposalListItem = z.output<typeof adminProposalListItemInCentsSchema>;

/** GET /v3/admin/proposals: 25 a page, newest published first; `nextCursor` null on the last page. */
export const adminProposalPageSchema = cursorPageOf(adminProposalListItemSchema);
export const adminProposalPageInCentsSchema = cursorPageOf(adminProposalListItemInCentsSchema);
export type AdminProposalPage = z.output<typeof adminProposalPageInCentsSchema>;

/** The list's filters; every one optional. `cursor` is the previous page's `nextCursor`. */
export const adminProposalQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'A busca pode ter no máximo 100 caracteres.' }).optional(),
  status: z.enum(['open', 'closed']).optional(),
  niche: z.string().max(100).optional(),
  brand: z.string().trim().max(80).optional(),
  partnershipType: partnershipTypeSchema.optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminProposalQuery = z.input<typeof adminProposalQuerySchema>;

/** GET /v3/admin/proposal-brands: what the operator typed of a brand's name (its start). */
export const adminProposalBrandsQuerySchema = z.object({
  q: z.string().trim().max(80, { error: 'A busca pode ter no máximo 80 caracteres.' }).optional(),
});

/** Up to 20 brand names of proposals starting with `q` (case and accents aside), in that order: the list's brand filter offers them. */
export const adminProposalBrandsSchema = listOf(z.string());
export type AdminProposalBrands = z.infer<typeof adminProposalBrandsSchema>;

/** One proposal, every field (GET /v3/admin/proposals/{id}; the answer of a create, an edit, a close). */
export const adminProposalSchema = publicProposalSchema.omit({ isNew: true }).extend({
  audienceStates: z.array(z.string()).nullable(),
  audienceMinAge: z.number().int().nullable(),
  audienceMaxAge: z.number().int().nullable(),
  audienceGender: z.enum(audienceGenders).nullable(),
  closedAt: z.string().nullable(),
  state: adminProposalStateSchema,
});
export const adminProposalInCentsSchema = adminProposalSchema.transform(withValueInCents);
export type AdminProposal = z.output<typeof adminProposalInCentsSchema>;

/** One application to a proposal, for the operator: who, the offer, where it stands. */
export const adminApplicationSchema = z.object({
  id: z.string(),
  creator: z.object({ id: z.string(), name: z.string(), username: z.string().nullable(), level: levelSchema }),
  value: z.number(),
  isNegotiable: z.boolean(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const adminApplicationInCentsSchema = adminApplicationSchema.transform(withValueInCents);
export type AdminApplication = z.output<typeof adminApplicationInCentsSchema>;

/** GET /v3/admin/proposals/{id}/applications: 50 a page, newest first. */
export const adminApplicationPageSchema = cursorPageOf(adminApplicationSchema);
export const adminApplicationPageInCentsSchema = cursorPageOf(adminApplicationInCentsSchema);
export type AdminApplicationPage = z.output<typeof adminApplicationPageInCentsSchema>;

/** A brand's applicant link, as the operator sees it: never its token, which is shown once. */
export const applicantLinkSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** When the brand first and last opened the list; null: never. */
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type ApplicantLink = z.infer<typeof applicantLinkSchema>;
export const applicantLinkListSchema = listOf(applicantLinkSchema);

/** POST /v3/admin/proposals/{id}/links: who the link is for, and for how many days. */
export const applicantLinkPayloadSchema = z.object({
  label: z.preprocess(
    (raw) => (typeof raw === 'string' && raw.trim() === '' ? null : raw),
    z.string().trim().max(120, { error: 'Use no máximo 120 caracteres.' }).refine(hasNoNul).nullable().default(null),
  ),
  days: z.preprocess(
    (raw) => (raw === '' ? undefined : raw),
    z
      .number({ error: 'Informe os dias.' })
      .int({ error: 'Use um número inteiro.' })
      .min(1, { error: 'De 1 a 90 dias.' })
      .max(90, { error: 'De 1 a 90 dias.' }),
  ),
});
export type ApplicantLinkPayload = z.input<typeof applicantLinkPayloadSchema>;

/** POST /v3/admin/proposals/{id}/links, 201: the link and its address, shown only now. */
export const newApplicantLinkSchema = z.object({ link: applicantLinkSchema, url: z.string() });
export type NewApplicantLink = z.infer<typeof newApplicantLinkSchema>;

/** POST /v3/admin/proposals/logos: the stored logo's address, for the proposal's `logoUrl`. */
export const proposalLogoSchema = z.object({ logoUrl: z.string() });

/** One problem of a refused import: the record (its index in the file and name, when it has them), the field, what is wrong. */
export const importProblemSchema = z.object({
  index: z.number().int().nullable(),
  name: z.string().nullable(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** POST /v3/admin/proposals/import, 200: every proposal of the file was published. */
export const proposalImportDoneSchema = z.object({ count: z.number().int(), firstIds: z.array(z.string()) });
export type ProposalImportDone = z.infer<typeof proposalImportDoneSchema>;

/** POST /v3/admin/proposals/import, 422: nothing was published; the first 100 problems, and how many in all. */
export const proposalImportRefusedSchema = z.object({
  detail: z.string(),
  problemCount: z.number().int(),
  problems: z.array(importProblemSchema),
});
export type ProposalImportRefused = z.infer<typeof proposalImportRefusedSchema>;

/** The path the import's file is sent to, as the body (the back office sends it with upload progress). */
export const PROPOSAL_IMPORT_PATH = '/v3/admin/proposals/import';

const proposalPath = (id: string) => `/v3/admin/proposals/${encodeURIComponent(id)}`;

/** A page of proposals, newest first (admin, support). */
export const listAdminProposals = (api: ApiClient, query: AdminProposalQuery = {}) =>
  api.request('get', '/v3/admin/proposals', { searchParams: searchParamsOf(query), schema: adminProposalPageInCentsSchema });

/** The brands of proposals whose name starts with `q` (all of them, by name, when `q` is empty), up to 20. */
export const listAdminProposalBrands = (api: ApiClient, q = '') =>
  api.request('get', '/v3/admin/proposal-brands', { ...(q.trim() ? { searchParams: { q } } : {}), schema: adminProposalBrandsSchema });

/** One proposal, every field. */
export const getAdminProposal = (api: ApiClient, id: string) => api.request('get', proposalPath(id), { schema: adminProposalInCentsSchema });

/** Publishes a new proposal now. */
export const createAdminProposal = (api: ApiClient, payload: AdminProposalPayload) =>
  api.request('post', '/v3/admin/proposals', { json: payload, schema: adminProposalInCentsSchema });

/** Replaces a proposal's fields. */
export const updateAdminProposal = (api: ApiClient, id: string, payload: AdminProposalPayload) =>
  api.request('put', proposalPath(id), { json: payload, schema: adminProposalInCentsSchema });

/** Closes a proposal now (its applications stay); closing a closed one changes nothing. */
export const closeAdminProposal = (api: ApiClient, id: string) =>
  api.request('post', `${proposalPath(id)}/close`, { schema: adminProposalInCentsSchema });

/** Stores a logo image (PNG, JPEG or WebP up to 2 MB) and answers its address. */
export function uploadProposalLogo(api: ApiClient, file: Blob) {
  const form = new FormData();
  form.append('file', file);
  return api.request('post', '/v3/admin/proposals/logos', { form, schema: proposalLogoSchema });
}

/** A page of a proposal's applications, newest first. */
export const listAdminApplications = (api: ApiClient, id: string, cursor?: string) =>
  api.request('get', `${proposalPath(id)}/applications`, {
    ...(cursor ? { searchParams: { cursor } } : {}),
    schema: adminApplicationPageInCentsSchema,
  });

/** A proposal's applicant links, newest first. */
export const listApplicantLinks = (api: ApiClient, id: string) =>
  api.request('get', `${proposalPath(id)}/links`, { schema: applicantLinkListSchema });

/** A new applicant link; its address is in this answer only. */
export const createApplicantLink = (api: ApiClient, id: string, payload: ApplicantLinkPayload) =>
  api.request('post', `${proposalPath(id)}/links`, { json: payload, schema: newApplicantLinkSchema });

/** Revokes a link for good. */
export const revokeApplicantLink = (api: ApiClient, id: string, linkId: string) =>
  api.request('post', `${proposalPath(id)}/links/${encodeURIComponent(linkId)}/revoke`, { schema: applicantLinkSchema });
