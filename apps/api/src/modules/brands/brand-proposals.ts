import type { BrandProposal, BrandPublishedChange } from '@ma/api-client/brand';
import type { AdminProposalInput } from '@ma/api-client/admin';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { brandProposals, proposals } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import type { Platform } from '../../lib/types.ts';
import { fieldError } from '../../lib/validation.ts';
import { endOfDay, getProposal, getProposals, type AdminProposalView } from '../admin-proposals/admin-proposals.service.ts';
import { isStoredLogo } from '../admin-proposals/proposal-logo.ts';
import type { ProposalLists } from '../proposals/proposals.repository.ts';

/**
 * A brand's proposals (docs/product/brands.md, "Proposals"): drafts it writes and rewrites, sent
 * to the operators' review, returned with a reason or published. A draft lives in
 * `brand_proposals` only, so no creator query sees it; once published, its `proposals` row is
 * what creators see, and the brand may only give it a later last day or close it. Another
 * brand's proposal answers 404, as an unknown one.
 */

type BrandProposalRow = typeof brandProposals.$inferSelect;
type Deps = Pick<Platform, 'db' | 'clock'>;
type WriteDeps = Deps & Pick<Platform, 'appOrigin'>;

/** What the brand may still rewrite, submit or discard. */
const EDITABLE = ['draft', 'returned'] as const;

export function brandProposalView(row: BrandProposalRow, published: (AdminProposalView & { totalApplications: number }) | null): BrandProposal {
  return {
    id: row.id,
    state: row.state,
    fields: row.fields as AdminProposalInput,
    returnReason: row.returnReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    published,
  } as BrandProposal;
}

/** The row with its published proposal, if any. */
export async function withPublished(db: Database, row: BrandProposalRow, now: Date): Promise<BrandProposal> {
  return brandProposalView(row, row.proposalId ? await getProposal(db, row.proposalId, now) : null);
}

/** How each row of a page reads with its published proposal, with one query for all of them. */
export async function brandProposalViews(
  db: Database,
  rows: readonly BrandProposalRow[],
  now: Date,
): Promise<(row: BrandProposalRow) => BrandProposal> {
  const published = await getProposals(
    db,
    rows.flatMap((row) => row.proposalId ?? []),
    now,
  );
  return (row) => brandProposalView(row, (row.proposalId && published.get(row.proposalId)) || null);
}

/** The brand's row `id`, locked for a write when `forUpdate`; 404 for another brand's or an unknown one. */
async function ownRow(db: Database, brandId: string, id: string, forUpdate = false): Promise<BrandProposalRow> {
  const query = db
    .select()
    .from(brandProposals)
    .where(and(eq(brandProposals.id, id), eq(brandProposals.brandId, brandId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw apiError('BRAND_PROPOSAL_NOT_FOUND');
  return row;
}

/** The brand's proposals, the last changed first (a brand has tens, not thousands). */
export async function listBrandProposals(db: Database, brandId: string, now: Date): Promise<BrandProposal[]> {
  const rows = await db.select().from(brandProposals).where(eq(brandProposals.brandId, brandId)).orderBy(desc(brandProposals.updatedAt)).limit(500);
  return rows.map(await brandProposalViews(db, rows, now));
}

export const readBrandProposal = async ({ db, clock }: Deps, brandId: string, id: string) =>
  withPublished(db, await ownRow(db, brandId, id), clock.now());

/**
 * A brand gives its logo one way, by uploading it (the logo route): a logo address in the fields
 * must be a stored logo's, or the one the proposal already has (a draft written before uploads).
 * So no address of the brand's choosing reaches the creators' cards.
 */
function refuseForeignLogo(appOrigin: string, fields: AdminProposalInput, current: string | null = null): void {
  const { logoUrl } = fields;
  if (logoUrl !== null && logoUrl !== current && !isStoredLogo(logoUrl, appOrigin)) throw fieldError('logoUrl', 'Envie o logo como arquivo.');
}

/** A new draft of the member's brand. */
export async function createBrandProposal(
  { db, clock, appOrigin }: WriteDeps,
  member: { id: string; brandId: string },
  fields: AdminProposalInput,
): Promise<BrandProposal> {
  refuseForeignLogo(appOrigin, fields);
  const now = clock.now();
  const [row] = await db
    .insert(brandProposals)
    .values({ brandId: member.brandId, authorId: member.id, fields, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('the draft was not written');
  return brandProposalView(row, null);
}

/** Runs `change` on the brand's proposal while it is a draft or returned (409 BRAND_PROPOSAL_LOCKED otherwise), in one transaction. */
async function whileEditable<T>(db: Database, brandId: string, id: string, change: (tx: Database, row: BrandProposalRow) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await ownRow(tx, brandId, id, true);
    if (!(EDITABLE as readonly string[]).includes(row.state)) throw apiError('BRAND_PROPOSAL_LOCKED');
    return change(tx, row);
  });
}

/** Rewrites a draft or a returned proposal (a returned one stays returned, with its reason, until submitted again). */
export async function updateBrandProposal(deps: WriteDeps, member: { id: string; brandId: string }, id: string, fields: AdminProposalInput) {
  const now = deps.clock.now();
  return whileEditable(deps.db, member.brandId, id, async (tx, current) => {
    refuseForeignLogo(deps.appOrigin, fields, (current.fields as AdminProposalInput).logoUrl);
    const [row] = await tx.update(brandProposals).set({ fields, authorId: member.id, updatedAt: now }).where(eq(brandProposals.id, id)).returning();
    if (!row) throw apiError('BRAND_PROPOSAL_NOT_FOUND');
    return brandProposalView(row, null);
  });
}

/** 404 for another brand's or an unknown proposal, 409 BRAND_PROPOSAL_LOCKED unless a draft or returned: checked before an upload is read. */
export async function checkEditable(db: Database, brandId: string, id: string): Promise<void> {
  const row = await ownRow(db, brandId, id);
  if (!(EDITABLE as readonly string[]).includes(row.state)) throw apiError('BRAND_PROPOSAL_LOCKED');
}

/** The stored logo's address (proposal-logo.ts) in a draft's or a returned proposal's fields; the rest as written. */
export async function setBrandProposalLogo(deps: Deps, member: { id: string; brandId: string }, id: string, logoUrl: string) {
  const now = deps.clock.now();
  return whileEditable(deps.db, member.brandId, id, async (tx, current) => {
    const fields = { ...(current.fields as AdminProposalInput), logoUrl };
    const [row] = await tx.update(brandProposals).set({ fields, authorId: member.id, updatedAt: now }).where(eq(brandProposals.id, id)).returning();
    if (!row) throw apiError('BRAND_PROPOSAL_NOT_FOUND');
    return brandProposalView(row, null);
  });
}

/** Sends a draft or a returned proposal to the operators' review. */
export async function submitBrandProposal(deps: Deps, member: { brandId: string }, id: string) {
  const now = deps.clock.now();
  return whileEditable(deps.db, member.brandId, id, async (tx) => {
    const [row] = await tx
      .update(brandProposals)
      .set({ state: 'submitted', returnReason: null, submittedAt: now, updatedAt: now })
      .where(eq(brandProposals.id, id))
      .returning();
    if (!row) throw apiError('BRAND_PROPOSAL_NOT_FOUND');
    return brandProposalView(row, null);
  });
}

/** Discards a draft or a returned proposal. */
export async function deleteBrandProposal(deps: Deps, member: { brandId: string }, id: string): Promise<void> {
  await whileEditable(deps.db, member.brandId, id, (tx) => tx.delete(brandProposals).where(eq(brandProposals.id, id)));
}

/**
 * A published proposal's later last day, or its closing now: nothing else changes under the
 * creators who applied. A closed proposal stays closed; a last day must come after the current
 * one and after today (422 VALID_UNTIL_NOT_LATER). The process's lists show it at once.
 */
export async function changePublishedProposal(
  deps: Deps & { proposalLists: ProposalLists },
  member: { brandId: string },
  id: string,
  change: BrandPublishedChange,
): Promise<BrandProposal> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const own = await ownRow(tx, member.brandId, id, true);
    if (own.state !== 'published' || !own.proposalId) throw apiError('BRAND_PROPOSAL_NOT_PUBLISHED');
    const [current] = await tx
      .select({ validUntil: proposals.validUntil, closedAt: proposals.closedAt })
      .from(proposals)
      .where(eq(proposals.id, own.proposalId))
      .for('update');
    if (!current) throw apiError('BRAND_PROPOSAL_NOT_FOUND');
    if (change.validUntil !== undefined && !current.closedAt) {
      const until = endOfDay(change.validUntil);
      if (until <= now || (current.validUntil && until <= current.validUntil)) throw apiError('VALID_UNTIL_NOT_LATER');
      await tx.update(proposals).set({ validUntil: until }).where(eq(proposals.id, own.proposalId));
    }
    if (change.close && !current.closedAt) await tx.update(proposals).set({ closedAt: now }).where(eq(proposals.id, own.proposalId));
    const [updated] = await tx.update(brandProposals).set({ updatedAt: now }).where(eq(brandProposals.id, id)).returning();
    return updated ?? own;
  });
  deps.proposalLists.forget();
  return withPublished(deps.db, row, now);
}
