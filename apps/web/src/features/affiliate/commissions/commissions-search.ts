import { isSelectableMonth, saoPauloMonth, type CalendarMonth } from '@ma/domain';
import type { CommissionsSearchInput } from './commissions-url.ts';

/**
 * The month the commissions page shows for its URL: a month the screen does not offer (before the
 * program started, in the future, or not a month at all) is the current São Paulo month. The page's
 * own code, not the route's: the calendar stays out of what every page loads first
 * (commissions-url.ts).
 */
export function readCommissionsSearch(search: CommissionsSearchInput, now: Date = new Date()): CalendarMonth {
  const month = Number(search.month);
  const year = Number(search.year);
  return isSelectableMonth(year, month, now) ? { year, month } : saoPauloMonth(now);
}
