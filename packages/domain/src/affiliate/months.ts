// The São Paulo calendar of the affiliate area: which month a commission falls in, the months the
// commissions screen offers, and when a commission is approved and paid (./commission.ts).

/**
 * São Paulo's offset from UTC. Brazil abolished daylight saving time in 2019 (Decreto 9.772/2019),
 * so every date the affiliate program handles (from 2024) is UTC-3 all year; a fixed offset keeps
 * the arithmetic exact both ways (instant -> calendar day, calendar day -> instant). The tests check
 * it against the time zone database, so a return of DST would be noticed there.
 */
export const SAO_PAULO_UTC_OFFSET_MS = -3 * 60 * 60_000;

/** A month of the calendar; `month` is 1 (January) to 12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The first month the commissions screen offers: the program's start. */
export const FIRST_SELECTABLE_MONTH: CalendarMonth = { year: 2024, month: 1 };

function assertValidDate(instant: Date): void {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(instant)}`);
}

export function assertMonth(year: number, month: number): void {
  if (!Number.isSafeInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
}

/** The São Paulo wall clock of an instant, read with the UTC getters of the returned Date. */
const saoPauloWallClock = (instant: Date): Date => new Date(instant.getTime() + SAO_PAULO_UTC_OFFSET_MS);

/**
 * The instant São Paulo's calendar day starts (00:00 there, 03:00 UTC). Days and months past the
 * end roll over as in `Date.UTC`: month 13 is January of the next year.
 */
/** The São Paulo calendar day of an instant, 'YYYY-MM-DD': a creator's "today". */
export const saoPauloDay = (instant: Date): string => saoPauloWallClock(instant).toISOString().slice(0, 10);

export const saoPauloMidnight = (year: number, month: number, day: number): Date =>
  new Date(Date.UTC(year, month - 1, day) - SAO_PAULO_UTC_OFFSET_MS);

/** The São Paulo month an instant falls in: 2026-12-01T02:30Z is still November there. */
export function monthOf(instant: Date): CalendarMonth {
  assertValidDate(instant);
  const wall = saoPauloWallClock(instant);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1 };
}

/** The month it is in São Paulo at `now`. */
export const currentMonth = (now: Date): CalendarMonth => monthOf(now);

/**
 * The instants a São Paulo month spans, as a query filters them: `start` inclusive, `end`
 * exclusive (November 2026 is 2026-11-01T03:00Z to 2026-12-01T03:00Z).
 */
export function monthRange(year: number, month: number): { start: Date; end: Date } {
  assertMonth(year, month);
  return { start: saoPauloMidnight(year, month, 1), end: saoPauloMidnight(year, month + 1, 1) };
}

export const monthIndex = ({ year, month }: CalendarMonth): number => year * 12 + (month - 1);

/** Whether the commissions screen offers the month: from January 2024 to the current month, both included. */
export function isSelectableMonth(year: number, month: number, now: Date): boolean {
  if (!Number.isSafeInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return false;
  const index = monthIndex({ year, month });
  return index >= monthIndex(FIRST_SELECTABLE_MONTH) && index <= monthIndex(currentMonth(now));
}
