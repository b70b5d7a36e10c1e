import type { proposalFiltersSchema } from '@ma/api-client/schemas';
import { isProposalOpen, missingFeaturesOf, reaisToCentavos, type ProposalTargeting } from '@ma/domain';
import { and, count, eq, gt, gte, inArray, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { createPromiseCache, type PromiseCache } from '../../lib/promise-cache.ts';
import { proposals, type ProposalRow } from '../../db/schema.ts';
import { createAppliedLookups, type AppliedLookups } from './applications.repository.ts';
import type { CreatorProfile } from './creator-profile.ts';
import {
  gatingCondition,
  hasAppliedColumn,
  hasNoMissingFeatures,
  missingFeatureConditions,
  missingFeaturesColumn,
  totalApplicationsColumn,
} from './proposal-match.ts';
import { withMissingDetails, type CreatorProposalRow, type MatchedProposalRow, type PublicProposalRow } from './proposal-view.ts';
import { searchPatterns } from './search-text.ts';

export type ProposalFiltersInput = z.output<typeof proposalFiltersSchema>;

const p = proposals;

/**
 * Published, not closed, not expired: the only proposals creators and guests see. The SQL form of
 * the domain's `isProposalOpen` (in-memory rows), held to the same answers by proposal-open.test.ts.
 */
export const isOpenAt = (now: Date): SQL =>
  and(isNull(p.closedAt), lte(p.publishedAt, now), or(isNull(p.validUntil), gt(p.validUntil, now))) ?? sql`true`;

const publicColumns = {
  id: p.id,
  name: p.name,
  brandName: p.brandName,
  description: p.description,
  categories: p.categories,
  partnershipType: p.partnershipType,
  valueCents: p.valueCents,
  isMappingInfluencers: p.isMappingInfluencers,
  acceptsNegotiations: p.acceptsNegotiations,
  minFollowers: p.minFollowers,
  maxFollowers: p.maxFollowers,
  locations: p.locations,
  isSilversAllowed: p.isSilversAllowed,
  logoUrl: p.logoUrl,
  validUntil: p.validUntil,
  publishedAt: p.publishedAt,
  totalApplications: totalApplicationsColumn,
};

/** What a proposal targets (the domain's `ProposalTargeting`, besides the follower range of the card). */
const targetingColumns = {
  locationKeys: p.locationKeys,
  audienceStates: p.audienceStates,
  audienceMinAge: p.audienceMinAge,
  audienceMaxAge: p.audienceMaxAge,
  audienceGender: p.audienceGender,
};

const creatorColumns = (creator: CreatorProfile) => {
  const conditions = missingFeatureConditions(creator);
  return {
    columns: {
      ...publicColumns,
      ...targetingColumns,
      hasApplied: hasAppliedColumn(creator.userId),
      missingFeatures: missingFeaturesColumn(conditions),
    },
    eligible: and(gatingCondition(creator), hasNoMissingFeatures(conditions), sql`not ${hasAppliedColumn(creator.userId)}`),
  };
};

// Spelled as the indexes are (drizzle writes DESC NULLS LAST), so that PostgreSQL walks one
// and stops at the page instead of sorting every open proposal.
const descending = (column: AnyPgColumn) => sql`${column} desc nulls last`;
const orderings = {
  newest: [descending(p.publishedAt), descending(p.id)],
  highest_value: [descending(p.valueCents), descending(p.publishedAt), descending(p.id)],
  closing_soon: [sql`${p.validUntil} asc nulls last`, descending(p.publishedAt), descending(p.id)],
} satisfies Record<ProposalFiltersInput['sort'], SQL[]>;

// The column's integer range: a filter bound beyond it means "no bound" or "nothing", never an error.
const MAX_CENTS = 2_147_483_647;
const boundCents = (reais: number) => Math.min(reaisToCentavos(Math.min(reais, MAX_CENTS / 100)), MAX_CENTS);

function filterConditions(filters: ProposalFiltersInput): SQL[] {
  const conditions: SQL[] = searchPatterns(filters.q).map((pattern) => like(p.searchText, pattern));
  if (filters.categories?.length) {
    // A proposal without niches is for every niche, so it matches any niche filter.
    const names = sql.join(
      filters.categories.map((name) => sql`${name}`),
      sql`, `,
    );
    conditions.push(sql`(cardinality(${p.categories}) = 0 or ${p.categories} && array[${names}]::text[])`);
  }
  if (filters.partnershipTypes?.length) conditions.push(inArray(p.partnershipType, filters.partnershipTypes));
  if (filters.minValue !== undefined) conditions.push(gte(p.valueCents, boundCents(filters.minValue)));
  if (filters.maxValue !== undefined) conditions.push(lte(p.valueCents, boundCents(filters.maxValue)));
  return conditions;
}

/**
 * How long a page of proposals that is the same for every creator is reused, and for how long
 * more it is still answered while it is read anew (decision 032).
 */
const SHARED_PAGE_MS = 5000;
const SHARED_PAGE_STALE_MS = 5000;
const MAX_SHARED_PAGES = 1000;

/** A proposal as every creator sees it, with what it targets (matched per creator in JS) and its closing. */
type SharedProposalRow = PublicProposalRow & ProposalTargeting & Pick<ProposalRow, 'closedAt'>;
type SharedPage = { rows: SharedProposalRow[]; total: number };

const sharedColumns = { ...publicColumns, ...targetingColumns, closedAt: p.closedAt };

/**
 * The list's one cache (the proposals module provides one per app, `proposalLists`): the pages
 * that are the same for every creator, by filter set, reused for SHARED_PAGE_MS (decision 032),
 * and answered for SHARED_PAGE_STALE_MS more while the next read runs.
 */
export interface ProposalLists {
  db: Database;
  /**
   * Forgets the shared pages of this process: called after a write that changes what a list
   * shows (an application's count), so the process that wrote reads its own write at once;
   * other processes, and writes by the CLI, show within SHARED_PAGE_MS + SHARED_PAGE_STALE_MS.
   */
  forget(): void;
  sharedPages: PromiseCache<SharedPage>;
  /** What a creator applied to, read for every list (batched per turn, never kept). */
  applied: AppliedLookups;
}

export function createProposalLists(db: Database): ProposalLists {
  const sharedPages = createPromiseCache<SharedPage>({ ttlMs: SHARED_PAGE_MS, max: MAX_SHARED_PAGES, staleMs: SHARED_PAGE_STALE_MS });
  return { db, sharedPages, applied: createAppliedLookups(db), forget: () => sharedPages.clear() };
}

/** The key of a filter set that does not depend on the creator. */
const sharedKey = (filters: ProposalFiltersInput) =>
  JSON.stringify([
    filters.sort,
    filters.page,
    filters.pageSize,
    filters.q ?? '',
    filters.categories ?? [],
    filters.partnershipTypes ?? [],
    filters.minValue ?? null,
    filters.maxValue ?? null,
  ]);

/**
 * One page of the open proposals for a creator, with the filters of the contract, and the total.
 * `onlyEligible` makes the page the creator's own: matched, paged and counted in SQL. Any other
 * filter set names a page that is the same for every creator: read once per SHARED_PAGE_MS
 * (decision 032), then matched per request (`missingFeaturesOf`, the same rule as the SQL) and
 * with what she applied to, read anew (`applied`), so her own application shows at once.
 */
export async function listProposalsForCreator(
  lists: ProposalLists,
  creator: CreatorProfile,
  filters: ProposalFiltersInput,
  now: Date,
): Promise<{ rows: CreatorProposalRow[]; total: number }> {
  const { db } = lists;
  const where = and(isOpenAt(now), ...filterConditions(filters));
  const countWhere = async (condition: SQL | undefined) => (await db.select({ total: count() }).from(p).where(condition))[0]?.total ?? 0;
  const paged = <T extends PgSelect>(query: T) =>
    query
      .orderBy(...orderings[filters.sort])
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize);

  let rows: MatchedProposalRow[];
  let total: number;
  /** How many proposals the page's query read, before any that ended since was left out. */
  let read: number;
  if (filters.onlyEligible) {
    const { columns, eligible } = creatorColumns(creator);
    const own = and(where, eligible);
    [rows, total] = await Promise.all([paged(db.select(columns).from(p).where(own).$dynamic()), countWhere(own)]);
    read = rows.length;
  } else {
    const shared = await lists.sharedPages.get(sharedKey(filters), now.getTime(), async () => {
      const [page, all] = await Promise.all([paged(db.select(sharedColumns).from(p).where(where).$dynamic()), countWhere(where)]);
      return { rows: page, total: all };
    });
    // A proposal that expired since the page was read is not shown.
    const open = shared.rows.filter((row) => isProposalOpen(row, now));
    const applied = await lists.applied(creator.userId);
    // Object.assign, not a spread with fields after it: a V8 slow path (toCreatorProposal).
    rows = open.map((row) => Object.assign({}, row, { hasApplied: applied.has(row.id), missingFeatures: missingFeaturesOf(row, creator) }));
    total = shared.total;
    read = shared.rows.length;
  }
  // What the page itself read is exact: a short page is the last one, and a reused total never
  // says fewer than the rows already seen.
  const seen = read > 0 ? (filters.page - 1) * filters.pageSize + read : 0;
  const lastPage = read > 0 && read < filters.pageSize;
  return { rows: rows.map((row) => withMissingDetails(row, creator)), total: lastPage ? seen : Math.max(total, seen) };
}

/** One open proposal as this creator sees it; undefined when unknown, closed or expired. */
export async function findOpenProposalForCreator(
  db: Database,
  creator: CreatorProfile,
  id: string,
  now: Date,
): Promise<CreatorProposalRow | undefined> {
  const [row] = await db
    .select(creatorColumns(creator).columns)
    .from(p)
    .where(and(eq(p.id, id), isOpenAt(now)))
    .limit(1);
  return row && withMissingDetails(row, creator);
}

/** One open proposal as anyone sees it. */
export async function findOpenProposal(db: Database, id: string, now: Date): Promise<PublicProposalRow | undefined> {
  const [row] = await db
    .select(publicColumns)
    .from(p)
    .where(and(eq(p.id, id), isOpenAt(now)))
    .limit(1);
  return row;
}

/** The stored logo of an open proposal (served for link previews). */
export async function findOpenProposalLogo(db: Database, id: string, now: Date): Promise<string | null | undefined> {
  const [row] = await db
    .select({ logoUrl: p.logoUrl })
    .from(p)
    .where(and(eq(p.id, id), isOpenAt(now)))
    .limit(1);
  return row ? row.logoUrl : undefined;
}
