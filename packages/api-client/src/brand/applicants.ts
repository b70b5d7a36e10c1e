import type { z } from 'zod';
import {
  applicantLinkListSchema,
  applicantLinkPayloadSchema,
  applicantLinkSchema,
  newApplicantLinkSchema,
  type ApplicantLink,
  type ApplicantLinkPayload,
  type NewApplicantLink,
} from '../admin/proposals.ts';
import type { ApiClient } from '../client/create-client.ts';
import { applicantSchema, applicationDecisionRequestSchema, profileListSchema, type ApplicationDecision } from '../schemas/brand-list.ts';

// The applicants of a brand's published proposal, in its account (docs/product/brands.md,
// "Applicants"): the secret link's list and decisions (docs/product/brand-applicants.md), answered
// to a member of the brand, and the brand's own secret links for people without an account.

/** GET /v3/brand/proposals/{id}/applicants: the secret link's list, without the link's validity. */
export const brandApplicantListSchema = profileListSchema.omit({ expiresAt: true });
export type BrandApplicantList = z.infer<typeof brandApplicantListSchema>;

/** POST /v3/brand/proposals/{id}/applicants/{applicationId}: the secret link's body, `accepted` or `rejected`. */
export const brandApplicantDecisionSchema = applicationDecisionRequestSchema;

/** The brand's secret links: the back office's shapes (the address only in the creation's answer). */
export const brandLinkSchema = applicantLinkSchema;
export const brandLinkListSchema = applicantLinkListSchema;
export const brandLinkPayloadSchema = applicantLinkPayloadSchema;
export const newBrandLinkSchema = newApplicantLinkSchema;
export type BrandLink = ApplicantLink;
export type BrandLinkPayload = ApplicantLinkPayload;
export type NewBrandLink = NewApplicantLink;

const applicantsPath = (id: string) => `/v3/brand/proposals/${encodeURIComponent(id)}/applicants`;
const linksPath = (id: string) => `/v3/brand/proposals/${encodeURIComponent(id)}/links`;

/** The published proposal and its applicants, the best fit first. */
export const listBrandApplicants = (api: ApiClient, id: string) => api.request('get', applicantsPath(id), { schema: brandApplicantListSchema });

/** Accepts or declines one applicant (the brand may change its mind); answers the applicant as she now stands. */
export const decideBrandApplicant = (api: ApiClient, id: string, applicationId: string, decision: ApplicationDecision) =>
  api.request('post', `${applicantsPath(id)}/${encodeURIComponent(applicationId)}`, { json: { decision }, schema: applicantSchema });

/** The proposal's secret links, newest first (never their addresses). */
export const listBrandLinks = (api: ApiClient, id: string) => api.request('get', linksPath(id), { schema: brandLinkListSchema });

/** A new secret link; its address is in this answer only. */
export const createBrandLink = (api: ApiClient, id: string, payload: BrandLinkPayload) =>
  api.request('post', linksPath(id), { json: payload, schema: newBrandLinkSchema });

/** Revokes a link for good. */
export const revokeBrandLink = (api: ApiClient, id: string, linkId: string) =>
  api.request('delete', `${linksPath(id)}/${encodeURIComponent(linkId)}`, { schema: brandLinkSchema });
