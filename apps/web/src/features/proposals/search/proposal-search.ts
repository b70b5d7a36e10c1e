import type { ProposalListFilters } from '@ma/api-client/query';
import { partnershipTypeSchema, proposalSortSchema } from '@ma/api-client/schemas';
import { z } from 'zod';

/** The two views of /publis: the proposals, and the creator's own applications. */
export const proposalTabs = ['publis', 'candidaturas'] as const;
export type ProposalTab = (typeof proposalTabs)[number];

// A hand-edited or old bookmark must never break the page: each bad field is dropped alone.
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

// The router parses `?q=123` into a number and `?niches=Beleza` into a lone string.
const text = z.union([z.string(), z.number()]).transform((value) => String(value).trim());
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(item).max(20));
const money = z.coerce.number().nonnegative();

/**
 * The /publis query string (validateSearch): every filter of the list lives in the URL so a
 * filtered list can be bookmarked and shared. Short, readable names; all optional.
 */
export const proposalSearchSchema = z.object({
  tab: lenient(z.enum(proposalTabs)),
  q: lenient(text.pipe(z.string().max(100))),
  niches: lenient(list(z.string().trim().min(1))),
  types: lenient(list(partnershipTypeSchema)),
  min: lenient(money),
  max: lenient(money),
  eligible: lenient(z.boolean()),
  sort: lenient(proposalSortSchema),
});
export type ProposalSearch = z.output<typeof proposalSearchSchema>;

// Absent rather than undefined keys keep URLs short and query keys, and so the cache, stable.
const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

const nonEmpty = <T>(items: readonly T[] | undefined): T[] | undefined =>
  items && items.length > 0 ? [...new Set(items)] : undefined;

/**
 * The search with empty and default values removed (blank text, empty lists, 'newest',
 * the first tab), so the URL carries only what the creator chose.
 */
export function cleanSearch(search: ProposalSearch): ProposalSearch {
  return compact<ProposalSearch>({
    tab: search.tab === 'publis' ? undefined : search.tab,
    q: search.q?.trim() || undefined,
    niches: nonEmpty(search.niches),
    types: nonEmpty(search.types),
    min: search.min,
    max: search.max,
    eligible: search.eligible === true ? true : undefined,
    sort: search.sort === 'newest' ? undefined : search.sort,
  });
}

/** The API's list filters for a search; a reversed value range is read the way it was meant. */
export function searchToFilters(search: ProposalSearch): ProposalListFilters {
  const { q, niches, types, min, max, eligible, sort } = cleanSearch(search);
  const [minValue, maxValue] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  return compact<ProposalListFilters>({
    q,
    categories: niches,
    partnershipTypes: types,
    minValue,
    maxValue,
    onlyEligible: eligible,
    sort: sort ?? 'newest',
  });
}

/** How many filters (not counting text or sort) narrow the list: the badge on 'Filtros'. */
export function activeFilterCount(search: ProposalSearch): number {
  const { niches, types, min, max, eligible } = cleanSearch(search);
  return (niches?.length ?? 0) + (types?.length ?? 0) + (min !== undefined || max !== undefined ? 1 : 0) + (eligible ? 1 : 0);
}

/** True when anything but the sort narrows the list: the empty state then offers to clear. */
export const hasActiveFilters = (search: ProposalSearch): boolean =>
  activeFilterCount(search) > 0 || Boolean(cleanSearch(search).q);

/** The search with every filter cleared, keeping the tab and the sort. */
export const clearedSearch = (search: ProposalSearch): ProposalSearch =>
  cleanSearch({ tab: search.tab, sort: search.sort });
