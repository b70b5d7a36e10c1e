import { monthIndex, saoPauloMonth } from '../calendar.ts';
import type { CalendarMonth } from '../calendar.ts';

// The months the commissions screen offers; which month a commission falls in and when it is
// approved and paid are the São Paulo calendar's (../calendar.ts, ./commission.ts).

/** The first month the commissions screen offers: the program's start. */
export const FIRST_SELECTABLE_MONTH: CalendarMonth = { year: 2024, month: 1 };

/** Whether the commissions screen offers the month: from January 2024 to the current month, both included. */
export function isSelectableMonth(year: number, month: number, now: Date): boolean {
  if (!Number.isSafeInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return false;
  const index = monthIndex({ year, month });
  return index >= monthIndex(FIRST_SELECTABLE_MONTH) && index <= monthIndex(saoPauloMonth(now));
}
