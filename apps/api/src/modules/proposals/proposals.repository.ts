import type { proposalFiltersSchema } from '@ma/api-client/schemas';
import { reaisToCentavos } from '@ma/domain';
import { and, count, eq, gt, gte, inArray, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { proposals } from '../../db/schema.ts';
import type { CreatorProfile } from './creator-profile.ts';
import {
  gatingCondition,
  hasAppliedColumn,
  hasNoMissingFeatures,
  missingFeatureConditions,
  missingFeaturesColumn,
  totalApplicationsColumn,
} from './proposal-match.ts';
import type { CreatorProposalRow, PublicProposalRow } from './proposal-view.ts';
import { searchPatterns } from './search-text.ts';

export type ProposalFiltersInput = z.output<typeof proposalFiltersSchema>;

const p = proposals;

/** Published, not closed, not expired: the only proposals creators and guests see. */
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

const creatorColumns = (creator: CreatorProfile) => {
  const conditions = missingFeatureConditions(creator);
  return {
    columns: { ...publicColumns, hasApplied: hasAppliedColumn(creator.userId), missingFeatures: missingFeaturesColumn(conditions) },
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

/** How long the total of a filter that is the same for every creator is reused. */
const SHARED_TOTAL_MS = 5000;
const MAX_SHARED_TOTALS = 1000;
// One cache per database (so per app: tests with apps of their own never share one).
const sharedTotals = new WeakMap<Database, Map<string, { at: number; total: Promise<number> }>>();

/**
 * The count of the open proposals matching filters that do not depend on the creator, reused for
 * 5 seconds: counting every open proposal is most of a list request's database time (a scan of
 * them all, where the page itself stops at its 12 rows), and it is the same for every creator
 * who asks the same. A proposal published or closed meanwhile shows in the total within 5 s.
 */
function sharedTotal(db: Database, filters: ProposalFiltersInput, now: Date, count: () => Promise<number>): Promise<number> {
  let cache = sharedTotals.get(db);
  if (!cache) sharedTotals.set(db, (cache = new Map()));
  const key = JSON.stringify([
    filters.q ?? '',
    filters.categories ?? [],
    filters.partnershipTypes ?? [],
    filters.minValue ?? null,
    filters.maxValue ?? null,
  ]);
  const at = now.getTime();
  const hit = cache.get(key);
  if (hit && at - hit.at < SHARED_TOTAL_MS && at >= hit.at) return hit.total;
  const total = count();
  cache.delete(key);
  cache.set(key, { at, total });
  // A failed count is not kept.
  total.catch(() => cache.delete(key));
  if (cache.size > MAX_SHARED_TOTALS) cache.delete(cache.keys().next().value ?? '');
  return total;
}

/** One page of the open proposals for a creator, with the filters of the contract, and the total. */
export async function listProposalsForCreator(
  db: Database,
  creator: CreatorProfile,
  filters: ProposalFiltersInput,
  now: Date,
): Promise<{ rows: CreatorProposalRow[]; total: number }> {
  const { columns, eligible } = creatorColumns(creator);
  const where = and(isOpenAt(now), ...filterConditions(filters), ...(filters.onlyEligible && eligible ? [eligible] : []));
  const countAll = async () => (await db.select({ total: count() }).from(p).where(where))[0]?.total ?? 0;
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(p)
      .where(where)
      .orderBy(...orderings[filters.sort])
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    // Only eligibility makes the total the creator's own.
    filters.onlyEligible ? countAll() : sharedTotal(db, filters, now, countAll),
  ]);
  // What the page itself shows is exact: a short page is the last one, and a reused total never
  // says fewer than the rows already seen.
  const seen = rows.length > 0 ? (filters.page - 1) * filters.pageSize + rows.length : 0;
  const lastPage = rows.length > 0 && rows.length < filters.pageSize;
  return { rows, total: lastPage ? seen : Math.max(total, seen) };
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
  return row;
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
