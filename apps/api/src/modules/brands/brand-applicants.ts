import type { BrandApplicantList } from '@ma/api-client/brand';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { brandProposals, type ProposalRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import { findProposal, listApplicants, toBrandProposal } from '../brand-list/applicants.ts';

/**
 * The applicants of a brand's published proposal, in its account (docs/product/brands.md,
 * "Applicants"): the secret link's list and decisions (brand-list), answered to a member of the
 * proposal's brand instead of to a token holder. The brand's secret links are the back office's
 * service (admin-proposals/applicant-links.ts), written as the brand's own.
 */

/**
 * The `proposals` row the brand's proposal `id` was published as: 404 BRAND_PROPOSAL_NOT_FOUND
 * for another brand's or an unknown one, 409 BRAND_PROPOSAL_NOT_PUBLISHED before publication.
 */
export async function publishedProposalOf(db: Database, brandId: string, id: string): Promise<ProposalRow> {
  const [own] = await db
    .select({ state: brandProposals.state, proposalId: brandProposals.proposalId })
    .from(brandProposals)
    .where(and(eq(brandProposals.id, id), eq(brandProposals.brandId, brandId)));
  if (!own) throw apiError('BRAND_PROPOSAL_NOT_FOUND');
  if (own.state !== 'published' || !own.proposalId) throw apiError('BRAND_PROPOSAL_NOT_PUBLISHED');
  const proposal = await findProposal(db, own.proposalId);
  if (!proposal) throw apiError('BRAND_PROPOSAL_NOT_FOUND');
  return proposal;
}

/** The proposal as the secret link shows it, and its applicants, the best fit first. */
export async function brandApplicantList(db: Database, proposal: ProposalRow, now: Date): Promise<BrandApplicantList> {
  return { proposal: toBrandProposal(proposal, now), applicants: await listApplicants(db, proposal) };
}
