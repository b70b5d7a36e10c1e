import { isSelectableMonth, saoPauloMonth, type CalendarMonth } from '@ma/domain';

/** What /affiliate/commissions accepts in its URL; both are optional, a link may name no month. */
export interface CommissionsSearchInput {
  month?: unknown;
  year?: unknown;
}

/**
 * The route's `validateSearch` (a small function, not zod: it runs at start,
 * docs/decisions/008-first-load.md). A month the screen does not offer (before the program
 * started, in the future, or not a month at all) is the current São Paulo month.
 */
export function readCommissionsSearch(search: CommissionsSearchInput, now: Date = new Date()): CalendarMonth {
  const month = Number(search.month);
  const year = Number(search.year);
  return isSelectableMonth(year, month, now) ? { year, month } : saoPauloMonth(now);
}
