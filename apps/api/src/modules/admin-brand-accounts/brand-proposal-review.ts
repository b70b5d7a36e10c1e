import type { AdminProposalInput } from '@ma/api-client/admin';
import type { BrandProposal, BrandProposalState, ReviewedProposal } from '@ma/api-client/brand';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { brandMembers, brandProposals, brands } from '../../db/schema.ts';
import { auditedWrite, type Actor } from '../../lib/audited-write.ts';
import { apiError } from '../../lib/errors.ts';
import { readPage } from '../../lib/keyset.ts';
import type { Platform } from '../../lib/types.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { createProposal } from '../admin-proposals/admin-proposals.service.ts';
import { proposalPublishedEmail, proposalReturnedEmail } from '../brands/brand-emails.ts';
import { brandProposalViews, withPublished } from '../brands/brand-proposals.ts';
import type { ProposalLists } from '../proposals/proposals.repository.ts';

/**
 * The operators' review of brands' proposals (docs/product/brands.md, "Proposals"): the queue of
 * submitted ones, and the decision on each, once: published (a `proposals` row made by the back
 * office's own `createProposal`, in the decision's transaction) or returned with a reason. Each
 * decision is audited and mailed to the brand's owner and the proposal's author after it commits.
 */

export const REVIEW_PAGE_SIZE = 25;
type Deps = Pick<Platform, 'db' | 'clock' | 'mailer' | 'background' | 'appOrigin'> & { proposalLists: ProposalLists };

/** A page of the brands' proposals in `state` (submitted by default), newest submission first. */
export async function listReviewQueue(
  db: Database,
  query: { state?: Exclude<BrandProposalState, 'draft'> | undefined; cursor?: string | undefined },
  now: Date,
) {
  const { page, nextCursor } = await readPage(
    db
      .select({ row: brandProposals, brand: { id: brands.id, name: brands.name, cnpj: brands.cnpj } })
      .from(brandProposals)
      .innerJoin(brands, eq(brands.id, brandProposals.brandId))
      .$dynamic(),
    { at: brandProposals.submittedAt, id: brandProposals.id, index: 'desc' },
    { filters: [eq(brandProposals.state, query.state ?? 'submitted')], cursor: query.cursor, pageSize: REVIEW_PAGE_SIZE },
    ({ row }) => ({ at: row.submittedAt ?? row.createdAt, id: row.id }),
  );
  const view = await brandProposalViews(
    db,
    page.map(({ row }) => row),
    now,
  );
  const items: ReviewedProposal[] = page.map(({ row, brand }) => ({ ...view(row), brand }));
  return { items, nextCursor };
}

/** The live owner and the author of a brand's proposal: who is told of its decision. */
async function toldOfDecision(db: Database, brandId: string, authorId: string | null) {
  const rows = await db
    .select({ name: brandMembers.name, email: brandMembers.email })
    .from(brandMembers)
    .where(
      and(
        eq(brandMembers.brandId, brandId),
        isNull(brandMembers.removedAt),
        or(eq(brandMembers.role, 'owner'), authorId ? eq(brandMembers.id, authorId) : undefined),
      ),
    );
  return rows;
}

type Decision = { state: 'published' } | { state: 'returned'; reason: string };

/** Publishes or returns a submitted proposal, once (409 BRAND_PROPOSAL_NOT_SUBMITTED for any other state). */
export async function decideBrandProposal(deps: Deps, actor: Actor, id: string, decision: Decision): Promise<BrandProposal> {
  const now = deps.clock.now();
  const decided = await auditedWrite(deps, actor, async (tx) => {
    const [row] = await tx.select().from(brandProposals).where(eq(brandProposals.id, id)).for('update');
    if (!row) throw apiError('BRAND_PROPOSAL_NOT_FOUND');
    if (row.state !== 'submitted') throw apiError('BRAND_PROPOSAL_NOT_SUBMITTED');
    const proposal =
      decision.state === 'published' ? await createProposal({ db: tx, clock: deps.clock }, actor, row.fields as AdminProposalInput) : null;
    const [after] = await tx
      .update(brandProposals)
      .set({
        state: decision.state,
        returnReason: decision.state === 'returned' ? decision.reason : null,
        proposalId: proposal?.id ?? null,
        decidedBy: actor.operatorId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(brandProposals.id, id))
      .returning();
    if (!after) throw apiError('BRAND_PROPOSAL_NOT_FOUND');
    return {
      action: `brand_proposal.${decision.state}`,
      targetType: 'brand_proposal',
      targetId: id,
      before: { state: row.state },
      after: { state: after.state, returnReason: after.returnReason, proposalId: after.proposalId },
      result: { row: after, told: await toldOfDecision(tx, row.brandId, row.authorId) },
    };
  });
  if (decision.state === 'published') deps.proposalLists.forget();
  const proposalName = String((decided.row.fields as AdminProposalInput).name);
  for (const person of decided.told) {
    const mail: MailMessage =
      decision.state === 'published'
        ? proposalPublishedEmail({ to: person.email, name: person.name, proposalName, appOrigin: deps.appOrigin })
        : proposalReturnedEmail({ to: person.email, name: person.name, proposalName, reason: decision.reason, appOrigin: deps.appOrigin });
    deps.background.run(`brand proposal ${decision.state} e-mail`, () => deps.mailer.send(mail));
  }
  return withPublished(deps.db, decided.row, now);
}
