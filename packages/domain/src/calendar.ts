import { onFirstUse } from './first-use.ts';

// The one calendar of the product: São Paulo's days and months, as Brazilians live them, whatever
// the server's or the browser's zone. A creator's "today", the month a commission falls in, the
// last 30 days of a chart and the day an operator types are all counted here. Brazil has kept
// UTC-3 all year since 2019 (Decreto 9.772/2019), but the offset is read from the time zone
// database (Intl), never written down: older dates and any return of daylight saving time stay right.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** A day of the calendar: São Paulo has no daylight saving time, so every day since 2019 is 24 hours. */
export const DAY_MS = 24 * HOUR_MS;

/** The zone every date of the product is counted and shown in. */
export const TIME_ZONE = 'America/Sao_Paulo';

/** A month of the calendar; `month` is 1 (January) to 12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

// Made on first use, as every formatter (first-use.ts).
const wallClockParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);
// The zone's offset by UTC hour. Its changes of offset fell on the hour, so one read of the zone
// serves the whole hour: a CSV of 10,000 commissions of a month asks it about 720 times, not 20,000.
const offsetByHour = new Map<number, number>();
const MAX_KNOWN_HOURS = 100_000;

/** São Paulo's wall clock minus UTC at an instant, in ms (-3 h today). */
function offsetAt(time: number): number {
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const parts = wallClockParts().formatToParts(start);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
    offset = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - start;
    if (offsetByHour.size >= MAX_KNOWN_HOURS) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

function timeOf(instant: Date): number {
  const time = instant instanceof Date ? instant.getTime() : Number.NaN;
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(instant)}`);
  return time;
}

/** The São Paulo wall clock of an instant, read with the UTC getters of the returned Date. */
function wallClock(instant: Date): Date {
  const time = timeOf(instant);
  return new Date(time + offsetAt(time));
}

/** The São Paulo calendar day of an instant, 'YYYY-MM-DD': a creator's "today". Throws on an invalid date. */
export const saoPauloDay = (instant: Date): string => wallClock(instant).toISOString().slice(0, 10);

/** The São Paulo month an instant falls in: 2026-12-01T02:30Z is still November there. Throws on an invalid date. */
export function saoPauloMonth(instant: Date): CalendarMonth {
  const wall = wallClock(instant);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1 };
}

/**
 * The instant São Paulo's calendar day starts (00:00 there, 03:00 UTC today). Days and months past
 * the end roll over as in `Date.UTC`: month 13 is January of the next year.
 */
export function saoPauloMidnight(year: number, month: number, day: number): Date {
  const midnight = Date.UTC(year, month - 1, day);
  // The offset of the instant sought is that of midnight read as UTC, or of where that lands.
  const first = midnight - offsetAt(midnight);
  const second = midnight - offsetAt(first);
  // The earliest that is already that day: a day whose clocks sprang forward at midnight (daylight
  // saving time, until 2019) started at 01:00.
  const sameDay = [first, second].filter((time) => time + offsetAt(time) >= midnight);
  return new Date(sameDay.length > 0 ? Math.min(...sameDay) : second);
}

export function assertMonth(year: number, month: number): void {
  if (!Number.isSafeInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
}

/**
 * The instants a São Paulo month spans, as a query filters them: `start` inclusive, `end`
 * exclusive (November 2026 is 2026-11-01T03:00Z to 2026-12-01T03:00Z).
 */
export function monthRange(year: number, month: number): { start: Date; end: Date } {
  assertMonth(year, month);
  return { start: saoPauloMidnight(year, month, 1), end: saoPauloMidnight(year, month + 1, 1) };
}

export const monthIndex = ({ year, month }: CalendarMonth): number => year * 12 + (month - 1);

/** The year, month and day of 'YYYY-MM-DD' when it names a real day (not 2027-02-29), else null. */
function dayParts(value: string): [year: number, month: number, day: number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 2027-02-30 over to March; a real day survives the round trip.
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day ? [year, month, day] : null;
}

function assertDay(value: string): [year: number, month: number, day: number] {
  const parts = dayParts(value);
  if (!parts) throw new RangeError(`Not a calendar day: ${value}`);
  return parts;
}

/** Whether a text is a calendar day 'YYYY-MM-DD' that exists (2028-02-29 does, 2027-02-29 does not). */
export const isCalendarDay = (value: string): boolean => dayParts(value) !== null;

/** The instants a São Paulo day spans: `start` inclusive, `end` (the next midnight) exclusive. Throws on what is not a day. */
export function dayRange(day: string): { start: Date; end: Date } {
  const [year, month, date] = assertDay(day);
  return { start: saoPauloMidnight(year, month, date), end: saoPauloMidnight(year, month, date + 1) };
}

/** The calendar day `days` after (or before, when negative) a day: addDays('2028-02-28', 1) is '2028-02-29'. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = assertDay(day);
  if (!Number.isSafeInteger(days)) throw new RangeError(`Not a number of days: ${days}`);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** `count` calendar days ending with `lastDay`, oldest first. */
export function daysEndingOn(lastDay: string, count: number): [string, ...string[]] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`Not a number of days: ${count}`);
  const days: [string, ...string[]] = [addDays(lastDay, 1 - count)];
  for (let back = count - 2; back >= 0; back--) days.push(addDays(lastDay, -back));
  return days;
}

/** The last `count` São Paulo days at `now`, today included, oldest first: the days of a 30-day chart. */
export const lastDays = (count: number, now: Date): [string, ...string[]] => daysEndingOn(saoPauloDay(now), count);

/** Where `now`'s week starts: Monday 00:00 in São Paulo (a "this week" count). */
export function weekStart(now: Date): Date {
  const today = saoPauloDay(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return dayRange(addDays(today, -((weekday + 6) % 7))).start;
}
