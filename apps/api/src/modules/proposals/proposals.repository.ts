import type { CompressedText } from '../../lib/compressed-text.ts';
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
import { publicCardJson, type CreatorProposalRow, type PublicProposalRow } from './proposal-view.ts';
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

/** How long a page of proposals that is the same for every creator is reused. */
const SHARED_PAGE_MS = 5000;
const MAX_SHARED_PAGES = 1000;

/** A proposal as every creator sees it, with what it targets (matched per creator in JS) and its closing. */
type SharedProposalRow = PublicProposalRow & ProposalTargeting & Pick<ProposalRow, 'closedAt'>;
type SharedPage = { rows: SharedProposalRow[]; total: number };

const sharedColumns = {
  ...publicColumns,
  locationKeys: p.locationKeys,
  audienceStates: p.audienceStates,
  audienceMinAge: p.audienceMinAge,
  audienceMaxAge: p.audienceMaxAge,
  audienceGender: p.audienceGender,
  closedAt: p.closedAt,
};

/**
 * The list's per-app state (the proposals module provides one per app, `proposalLists`): the
 * shared pages and the batched lookups of what the creator applied to.
 */
export interface ProposalLists {
  db: Database;
  /**
   * Forgets the shared pages of this process: called after a write that changes what a list
   * shows (an application's count), so the process that wrote reads its own write at once;
   * other processes, and writes by the CLI, show within SHARED_PAGE_MS.
   */
  forget(): void;
  sharedPages: PromiseCache<SharedPage>;
  applied: AppliedLookups;
  /** Each shared row's public card as it travels (`publicCardJson`), written once per row read. */
  publicCards: WeakMap<object, string>;
  /**
   * The answers made from each shared page, by what the creator adds to it (proposals.handlers.ts
   * `list`): kept as long as the page, each compressed once.
   */
  answers: WeakMap<object, Map<string, CompressedText>>;
}

export function createProposalLists(db: Database): ProposalLists {
  const sharedPages = createPromiseCache<SharedPage>({ ttlMs: SHARED_PAGE_MS, max: MAX_SHARED_PAGES });
  return {
    db,
    sharedPages,
    applied: createAppliedLookups(db),
    publicCards: new WeakMap(),
    answers: new WeakMap(),
    forget: () => sharedPages.clear(),
  };
}

/**
 * The page and total of open proposals for filters that do not depend on the creator, reused
 * for 5 seconds: under load the list is mostly creators asking the same first pages, and a query
 * per request was most of a request's cost (docs/decisions/005-proposal-eligibility.md). A
 * proposal published, closed or applied to meanwhile shows within 5 s; one that expires is
 * dropped at once (listProposalsForCreator).
 */
function sharedPage(
  lists: ProposalLists,
  filters: ProposalFiltersInput,
  now: Date,
  read: () => Promise<SharedPage>,
): SharedPage | Promise<SharedPage> {
  const key = JSON.stringify([
    filters.sort,
    filters.page,
    filters.pageSize,
    filters.q ?? '',
    filters.categories ?? [],
    filters.partnershipTypes ?? [],
    filters.minValue ?? null,
    filters.maxValue ?? null,
  ]);
  return lists.sharedPages.get(key, now.getTime(), read);
}

/**
 * A listed card: the proposal as read, its public part as it travels (`publicCardJson`), and the
 * creator's two fields. The proposal is the shared row itself, never copied: a copy per card was
 * most of the matching's cost under load (bench-api.mjs).
 */
export interface ListedProposal {
  proposal: PublicProposalRow;
  publicJson: string;
  hasApplied: boolean;
  missingFeatures: string[];
}

/**
 * One page of the open proposals for a creator, with the filters of the contract, and the total.
 * `shared`: the shared page the rows were matched from (any list but `onlyEligible`), the same
 * object for as long as that page is reused. `applicationsVersion`: the creator's, as her
 * request read it with her session (AppliedLookups).
 */
export async function listProposalsForCreator(
  lists: ProposalLists,
  creator: CreatorProfile,
  filters: ProposalFiltersInput,
  now: Date,
  applicationsVersion: number,
): Promise<{ rows: ListedProposal[]; total: number; shared?: object }> {
  const { db } = lists;
  // The statements are built only when one is sent: most lists are answered from a shared page.
  const filtered = () => and(isOpenAt(now), ...filterConditions(filters));
  const countWhere = async (where: SQL | undefined) => (await db.select({ total: count() }).from(p).where(where))[0]?.total ?? 0;
  const paged = <T extends PgSelect>(query: T) =>
    query
      .orderBy(...orderings[filters.sort])
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize);

  let rows: ListedProposal[];
  let total: number;
  let shared: SharedPage | undefined;
  if (filters.onlyEligible) {
    // Eligibility makes the page the creator's own: matched and counted in SQL.
    const { columns, eligible } = creatorColumns(creator);
    const where = and(filtered(), eligible);
    const [own, all] = await Promise.all([paged(db.select(columns).from(p).where(where).$dynamic()), countWhere(where)]);
    rows = own.map((row) => ({
      proposal: row,
      publicJson: publicCardJson(row, now),
      hasApplied: row.hasApplied,
      missingFeatures: row.missingFeatures,
    }));
    total = all;
  } else {
    shared = await sharedPage(lists, filters, now, async () => {
      const where = filtered();
      const [page, all] = await Promise.all([paged(db.select(sharedColumns).from(p).where(where).$dynamic()), countWhere(where)]);
      return { rows: page, total: all };
    });
    // A proposal that expired since the page was read is not shown.
    const open = shared.rows.filter((row) => isProposalOpen(row, now));
    const applied = await lists.applied.of(creator.userId, applicationsVersion);
    rows = open.map((row) => {
      let publicJson = lists.publicCards.get(row);
      if (publicJson === undefined) lists.publicCards.set(row, (publicJson = publicCardJson(row, now)));
      return { proposal: row, publicJson, hasApplied: applied.has(row.id), missingFeatures: missingFeaturesOf(row, creator) };
    });
    total = shared.total;
  }
  // What the page itself shows is exact: a short page is the last one, and a reused total never
  // says fewer than the rows already seen.
  const seen = rows.length > 0 ? (filters.page - 1) * filters.pageSize + rows.length : 0;
  const lastPage = rows.length > 0 && rows.length < filters.pageSize;
  return { rows, total: lastPage ? seen : Math.max(total, seen), ...(shared ? { shared } : {}) };
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
