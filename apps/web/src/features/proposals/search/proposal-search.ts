import type { ProposalListFilters } from '@ma/api-client/query';
import type { ProposalSort } from '@ma/api-client/schemas';
import { MAX_OFFER_REAIS, partnershipTypes, reaisToCentavos } from '@ma/domain';
import { boolean, listOf, nonNegativeNumber, oneOf, readSearch, text, uuid, type Reader } from '../../../lib/search-params.ts';

/** The two views of /publis: the proposals, and the creator's own applications. */
export const proposalTabs = ['publis', 'candidaturas'] as const;
export type ProposalTab = (typeof proposalTabs)[number];

// Every sort the API knows: a Record must name each one.
const proposalSorts = Object.keys({
  newest: true,
  highest_value: true,
  closing_soon: true,
} satisfies Record<ProposalSort, true>) as ProposalSort[];

// A value filter in reais, at most the largest offer: beyond it no proposal matches, and the filter's pill shows it in centavos.
const amount: Reader<number> = (value) => {
  const reais = nonNegativeNumber(value);
  return reais !== undefined && reais <= MAX_OFFER_REAIS ? reais : undefined;
};

const niche: Reader<string> = (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The /publis query string (validateSearch): every filter of the list lives in the URL so a
 * filtered list can be bookmarked and shared. Short, readable names; all optional. A
 * hand-edited or old bookmark must never break the page: each bad field is dropped alone.
 */
export const parseProposalSearch = (search: Record<string, unknown>) =>
  readSearch(
    {
      tab: oneOf(proposalTabs),
      // At most what the API accepts for `q`.
      q: text(100),
      niches: listOf(niche, 20),
      types: listOf(oneOf(partnershipTypes), 20),
      min: amount,
      max: amount,
      eligible: boolean,
      sort: oneOf(proposalSorts),
      // The proposal whose card opens (a shared proposal taken up after the sign-in).
      open: uuid,
    },
    search,
  );
export type ProposalSearch = ReturnType<typeof parseProposalSearch>;

// Absent rather than undefined keys keep URLs short and query keys, and so the cache, stable.
const compact = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

const nonEmpty = <T>(items: readonly T[] | undefined): T[] | undefined => (items && items.length > 0 ? [...new Set(items)] : undefined);

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
    open: search.open,
  });
}

/** The value range typed in the filters, in reais as typed; a reversed range is read the way it was meant. */
const valueRange = ({ min, max }: ProposalSearch): [number | undefined, number | undefined] =>
  min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];

/**
 * The same range in integer centavos, for the filter's pill (`formatCents`): the filters are the
 * one place the list holds reais, typed by the creator and sent as typed (the contract's
 * `minValue`, `maxValue`), and this the one place they become centavos.
 */
export function valueRangeCents(search: ProposalSearch): { minCents?: number; maxCents?: number } {
  const [min, max] = valueRange(search);
  return { minCents: min === undefined ? undefined : reaisToCentavos(min), maxCents: max === undefined ? undefined : reaisToCentavos(max) };
}

/** The API's list filters for a search; a reversed value range is read the way it was meant. */
export function searchToFilters(search: ProposalSearch): ProposalListFilters {
  const { q, niches, types, eligible, sort } = cleanSearch(search);
  const [minValue, maxValue] = valueRange(search);
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
export const hasActiveFilters = (search: ProposalSearch): boolean => activeFilterCount(search) > 0 || Boolean(cleanSearch(search).q);

/** The search with every filter cleared, keeping the tab and the sort. */
export const clearedSearch = (search: ProposalSearch): ProposalSearch => cleanSearch({ tab: search.tab, sort: search.sort });
