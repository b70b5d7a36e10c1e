import type { CalendarMonth } from '@ma/domain';

/** What /affiliate/commissions accepts in its URL; both are optional, a link may name no month. */
export interface CommissionsSearchInput {
  month?: unknown;
  year?: unknown;
}

/**
 * The route's `validateSearch`: the month a URL names, when it is a month at all. It runs at start,
 * so it imports nothing (docs/decisions/008-first-load.md): whether the screen offers that month,
 * and the current São Paulo month otherwise, are the page's (`readCommissionsSearch`), whose code
 * loads with it.
 */
export function readCommissionsUrl(search: CommissionsSearchInput): Partial<CalendarMonth> {
  const month = Number(search.month);
  const year = Number(search.year);
  return Number.isSafeInteger(year) && Number.isInteger(month) && month >= 1 && month <= 12 ? { year, month } : {};
}
