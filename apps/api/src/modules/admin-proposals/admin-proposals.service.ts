import type { AdminProposalInput, AdminProposalQuery, ImportProblem } from '@ma/api-client/admin';
import { centavosToReais, dayRange, proposalState } from '@ma/domain';
import { and, arrayContains, eq, getTableColumns, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications, proposals, users, type ProposalRow } from '../../db/schema.ts';
import { auditedWrite, type Actor } from '../../lib/audited-write.ts';
import type { Clock } from '../../lib/clock.ts';
import { apiError } from '../../lib/errors.ts';
import { readPage, type PageOrder } from '../../lib/keyset.ts';
import { importProposals, type ImportResult } from '../proposals/import-proposals.ts';
import { totalApplicationsColumn } from '../proposals/proposal-match.ts';
import { toPublicProposal } from '../proposals/proposal-view.ts';
import { toProposalRow } from '../proposals/proposal-writes.ts';
import { isOpenAt } from '../proposals/proposals.repository.ts';
import { searchPatterns } from '../proposals/search-text.ts';

/**
 * The back office's proposals (docs/product/backoffice.md, "Propostas"): the list and a proposal's
 * every field, its writes (each through `auditedWrite`) with the proposals module's own row
 * builder and import, so that the CLI, the seed and the back office write the same rows.
 */

export const PROPOSAL_PAGE_SIZE = 25;
export const APPLICATION_PAGE_SIZE = 50;

interface Deps {
  db: Database;
  clock: Clock;
}

const p = proposals;

// In the order of proposals_newest_idx and _brand_newest_idx (newestFirst): with a plain `desc`
// PostgreSQL read and sorted all 100,000 proposals for every page (55 ms; 0.1 ms walking the index).
const newestProposalsFirst: PageOrder = { at: p.publishedAt, id: p.id, index: 'desc' };

/** A proposal as the back office shows it: what anyone sees of it (`toPublicProposal`, `value` in reais), its targeting and where it stands. */
export function toAdminProposal(row: ProposalRow & { totalApplications: number }, now: Date) {
  const { isNew: _isNew, ...shown } = toPublicProposal(row, now);
  return {
    ...shown,
    audienceStates: row.audienceStates,
    audienceMinAge: row.audienceMinAge,
    audienceMaxAge: row.audienceMaxAge,
    audienceGender: row.audienceGender,
    closedAt: row.closedAt?.toISOString() ?? null,
    state: proposalState(row, now),
  };
}
export type AdminProposalView = ReturnType<typeof toAdminProposal>;

/** What the audit log keeps of a proposal: its fields, without a logo's bytes (a data URL can be large). */
const auditView = (view: AdminProposalView) => {
  const { totalApplications: _count, state: _state, ...fields } = view;
  return { ...fields, logoUrl: fields.logoUrl?.startsWith('data:') ? '(imagem data:)' : fields.logoUrl };
};

/** A validity day ('2026-12-31') as the instant it ends in São Paulo, as the import reads one. */
export const endOfDay = (day: string) => new Date(dayRange(day).end.getTime() - 1);

/** The row's fields from an operator's form: the import's row builder, with the form's names. */
const fieldsOf = (input: AdminProposalInput, publishedAt: Date) =>
  toProposalRow({
    ...input,
    categories: input.categoriesOfInfluencer,
    locations: input.locationOfInfluencer,
    isSilversAllowed: input.isSilversAlloweds,
    validUntil: input.validUntil ? endOfDay(input.validUntil) : null,
    publishedAt,
  });

const rowsWhere = (db: Database, condition: SQL) =>
  db
    .select({ ...getTableColumns(p), totalApplications: totalApplicationsColumn })
    .from(p)
    .where(condition);

async function findRow(db: Database, id: string) {
  const [row] = await rowsWhere(db, eq(p.id, id));
  return row;
}

/** One proposal, every field; PROPOSAL_NOT_FOUND when there is none. */
export async function getProposal(db: Database, id: string, now: Date): Promise<AdminProposalView> {
  const row = await findRow(db, id);
  if (!row) throw apiError('PROPOSAL_NOT_FOUND');
  return toAdminProposal(row, now);
}

/** The proposals of `ids` that exist, every field, by id: one query for a page's worth. */
export async function getProposals(db: Database, ids: readonly string[], now: Date): Promise<Map<string, AdminProposalView>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsWhere(db, inArray(p.id, [...ids]));
  return new Map(rows.map((row) => [row.id, toAdminProposal(row, now)]));
}

/**
 * A page of proposals, newest published first, with the list's filters. Keyset pagination over
 * (published_at, id), which the indexes of migration 0037 hold in that order (one of them by brand
 * first): a page costs the same at the 100,000th proposal as at the first. The text search reads
 * the stored, accent-free `search_text` as the creators' list does.
 */
export async function listProposals(db: Database, query: AdminProposalQuery, now: Date, pageSize = PROPOSAL_PAGE_SIZE) {
  const open = isOpenAt(now);
  const filters: (SQL | undefined)[] = [
    ...searchPatterns(query.q?.replaceAll('\u0000', '')).map((pattern) => like(p.searchText, pattern)),
    query.status === 'open' ? open : query.status === 'closed' ? sql`not (${open})` : undefined,
    query.niche ? arrayContains(p.categories, [query.niche.replaceAll('\u0000', '')]) : undefined,
    query.brand ? eq(p.brandName, query.brand.replaceAll('\u0000', '')) : undefined,
    query.partnershipType ? eq(p.partnershipType, query.partnershipType) : undefined,
  ];
  const { page, nextCursor } = await readPage(
    db
      .select({ ...getTableColumns(p), totalApplications: totalApplicationsColumn })
      .from(p)
      .$dynamic(),
    newestProposalsFirst,
    { filters, cursor: query.cursor, pageSize },
    (row) => ({ at: row.publishedAt, id: row.id }),
  );
  return {
    items: page.map((row) => {
      const view = toAdminProposal(row, now);
      return {
        id: view.id,
        name: view.name,
        brandName: view.brandName,
        categoriesOfInfluencer: view.categoriesOfInfluencer,
        partnershipType: view.partnershipType,
        value: view.value,
        isSilversAlloweds: view.isSilversAlloweds,
        logoUrl: view.logoUrl,
        state: view.state,
        publishedAt: view.publishedAt,
        validUntil: view.validUntil,
        closedAt: view.closedAt,
        totalApplications: view.totalApplications,
      };
    }),
    nextCursor,
  };
}

/** Publishes a new proposal now: 'proposal.created'. */
export async function createProposal({ db, clock }: Deps, actor: Actor, input: AdminProposalInput): Promise<AdminProposalView> {
  const now = clock.now();
  return auditedWrite({ db, clock }, actor, async (tx) => {
    const [row] = await tx.insert(p).values(fieldsOf(input, now)).returning();
    if (!row) throw new Error('proposal not inserted');
    const view = toAdminProposal({ ...row, totalApplications: 0 }, now);
    return { action: 'proposal.created', targetType: 'proposal', targetId: row.id, before: null, after: auditView(view), result: view };
  });
}

/** Replaces a proposal's fields (its publication and closing stay): 'proposal.updated'. */
export async function updateProposal({ db, clock }: Deps, actor: Actor, id: string, input: AdminProposalInput): Promise<AdminProposalView> {
  const now = clock.now();
  return auditedWrite({ db, clock }, actor, async (tx) => {
    const before = await findRow(tx, id);
    if (!before) throw apiError('PROPOSAL_NOT_FOUND');
    const { publishedAt: _published, closedAt: _closed, ...fields } = fieldsOf(input, before.publishedAt);
    const [row] = await tx.update(p).set(fields).where(eq(p.id, id)).returning();
    if (!row) throw apiError('PROPOSAL_NOT_FOUND');
    const view = toAdminProposal({ ...row, totalApplications: before.totalApplications }, now);
    return {
      action: 'proposal.updated',
      targetType: 'proposal',
      targetId: id,
      before: auditView(toAdminProposal(before, now)),
      after: auditView(view),
      result: view,
    };
  });
}

/**
 * Closes a proposal now, before its validity ends: it leaves the creators' list, its applications
 * stay (as `cli proposals:close`). Closing a closed one writes nothing and answers it as it is.
 */
export async function closeProposal({ db, clock }: Deps, actor: Actor, id: string): Promise<AdminProposalView> {
  const now = clock.now();
  const current = await findRow(db, id);
  if (!current) throw apiError('PROPOSAL_NOT_FOUND');
  if (current.closedAt) return toAdminProposal(current, now);
  return auditedWrite({ db, clock }, actor, async (tx) => {
    const [row] = await tx
      .update(p)
      .set({ closedAt: now })
      .where(and(eq(p.id, id), isNull(p.closedAt)))
      .returning();
    const after = row ? { ...row, totalApplications: current.totalApplications } : current;
    return {
      action: 'proposal.closed',
      targetType: 'proposal',
      targetId: id,
      before: { closedAt: null, state: proposalState(current, now) },
      after: { closedAt: now.toISOString(), state: 'closed' },
      result: toAdminProposal(after, now),
    };
  });
}

/** Rolls the audited import back when the file is refused: a refused import writes nothing, its audit row included. */
class ImportRefused extends Error {
  constructor(readonly result: Extract<ImportResult, { ok: false }>) {
    super('import refused');
  }
}

/**
 * The proposals of a file, all or none (the proposals module's import, as `cli proposals:import`),
 * with one audit row for a published file: 'proposal.imported', how many and the first ids.
 */
export async function importFile(
  { db, clock }: Deps,
  actor: Actor,
  records: AsyncIterable<unknown>,
): Promise<{ ok: true; count: number; firstIds: string[] } | { ok: false; problemCount: number; problems: ImportProblem[] }> {
  try {
    return await auditedWrite({ db, clock }, actor, async (tx) => {
      const result = await importProposals(tx, records, clock.now());
      if (!result.ok) throw new ImportRefused(result);
      return {
        action: 'proposal.imported',
        targetType: 'proposal',
        targetId: null,
        before: null,
        after: { count: result.count, firstIds: result.firstIds },
        result,
      };
    });
  } catch (error) {
    if (error instanceof ImportRefused) return error.result;
    throw error;
  }
}

/**
 * A page of a proposal's applications, newest first, with their creators and statuses (keyset
 * over created_at and id; a proposal's applications are found by applications_proposal_user_unique).
 */
export async function listApplications(db: Database, proposalId: string, cursor: string | undefined, pageSize = APPLICATION_PAGE_SIZE) {
  const a = applications;
  const applicants = db
    .select({
      id: a.id,
      valueCents: a.valueCents,
      isNegotiable: a.isNegotiable,
      status: a.status,
      createdAt: a.createdAt,
      decidedAt: a.decidedAt,
      creator: { id: users.id, name: users.name, username: users.username, level: users.level, deletedAt: users.deletedAt },
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId))
    .$dynamic();
  const { page, nextCursor } = await readPage(
    applicants,
    { at: a.createdAt, id: a.id, index: 'asc' },
    { filters: [eq(a.proposalId, proposalId)], cursor, pageSize },
    (row) => ({ at: row.createdAt, id: row.id }),
  );
  return {
    items: page.map((row) => ({
      id: row.id,
      creator: {
        id: row.creator.id,
        // An account deleted on request keeps no name to show.
        name: row.creator.deletedAt ? 'Conta excluída' : row.creator.name,
        username: row.creator.deletedAt ? null : row.creator.username,
        level: row.creator.level,
      },
      value: centavosToReais(row.valueCents),
      isNegotiable: row.isNegotiable,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
    nextCursor,
  };
}
