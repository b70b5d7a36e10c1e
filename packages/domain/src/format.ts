import { saoPauloDay, TIME_ZONE } from './calendar.ts';
import { onFirstUse } from './first-use.ts';

/**
 * A whole number with pt-BR thousands separators, as Intl.NumberFormat writes it: 1234567 ->
 * '1.234.567'. Written here rather than by Intl: the first number format a page makes loads
 * ICU's pt-BR data, a long task at the start of every signed-in page, whose sidebar shows the
 * credit balance (issue #38). A test holds the two to the same text.
 */
const groupThousands = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+$)/g, '.');

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of centavos: ${cents}`);
}

/**
 * Non-negative integer centavos as a pt-BR number without 'R$': 123456 -> '1.234,56'. Written from
 * the integer reais and centavos, never through a float, so every amount is exact.
 */
export function formatCentsAmount(cents: number): string {
  assertCents(cents);
  if (cents < 0) throw new RangeError(`Not a non-negative amount of centavos: ${cents}`);
  const rest = cents % 100;
  return `${groupThousands((cents - rest) / 100)},${String(rest).padStart(2, '0')}`;
}

/**
 * The one way money is shown (screens, texts, the CLI): integer centavos, exactly, with a plain
 * space after 'R$' so tests and copied text agree with what is typed: 2499 -> 'R$ 24,99',
 * -150 -> '-R$ 1,50'. The amounts the wire carries in reais (SPEC's proposal and application
 * `value`) reach the app already in centavos: @ma/api-client reads them as `valueCents`.
 */
export function formatCents(cents: number): string {
  assertCents(cents);
  return `${cents < 0 ? '-' : ''}R$ ${formatCentsAmount(Math.abs(cents))}`;
}

const followerUnits = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
] as const;

/**
 * Short follower counts: 1500 -> '1,5k', 2500000 -> '2,5M'. Truncates rather than rounds,
 * so a reach is never overstated (999.999 reads '999,9k', not '1000k' or '1M').
 */
export const formatFollowers = (count: number): string => {
  const sign = count < 0 ? '-' : '';
  const abs = Math.abs(count);
  for (const { size, suffix } of followerUnits) {
    if (abs < size) continue;
    // Tenths of the unit: dividing by size/10 keeps the arithmetic on integers (no 1.1 * 10 drift).
    const tenths = Math.trunc(abs / (size / 10));
    const tenth = tenths % 10;
    return `${sign}${groupThousands((tenths - tenth) / 10)}${tenth === 0 ? '' : `,${tenth}`}${suffix}`;
  }
  return `${sign}${groupThousands(Math.trunc(abs))}`;
};

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

const calendarDayOf = (isoOrDate: string | Date): string => {
  if (typeof isoOrDate === 'string' && dateOnly.test(isoOrDate)) return isoOrDate;
  const instant = new Date(isoOrDate);
  return Number.isNaN(instant.getTime()) ? '' : saoPauloDay(instant);
};

/**
 * A pt-BR date 'dd/mm/aaaa' in São Paulo time (the calendar's day). A date-only string
 * ('2025-03-10') is a calendar day, not UTC midnight, so it is shown as is. Invalid input gives ''.
 */
export const formatDate = (isoOrDate: string | Date): string => {
  const day = dateOnly.exec(calendarDayOf(isoOrDate));
  return day ? `${day[3]}/${day[2]}/${day[1]}` : '';
};

const clock = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
const dateTime = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE }));

/** An instant's hour in São Paulo time: '09:05'. Invalid input gives ''. */
export const formatTime = (isoOrDate: string | Date): string => {
  const instant = new Date(isoOrDate);
  return Number.isNaN(instant.getTime()) ? '' : clock().format(instant);
};

/** An instant in São Paulo time as the creators' screens write it: '02/03/2026 às 09:05'. Invalid input gives ''. */
export const formatDateAtTime = (isoOrDate: string | Date): string => {
  const time = formatTime(isoOrDate);
  return time && `${formatDate(isoOrDate)} às ${time}`;
};

/** An instant in São Paulo time, date and hour, as the back office lists them: '02/03/2026, 09:05'. Invalid input gives ''. */
export const formatDateTime = (isoOrDate: string | Date): string => {
  const instant = new Date(isoOrDate);
  return Number.isNaN(instant.getTime()) ? '' : dateTime().format(instant);
};

/** A whole count with pt-BR thousands: 12345 -> '12.345'. */
export const formatCount = (count: number): string => groupThousands(Math.round(count));

/** The noun of a count shown apart from it (a figure above its label): singular only for exactly 1. */
export const countNoun = (count: number, singular: string, plural: string): string => (count === 1 ? singular : plural);

/** A count with its noun, singular only for exactly 1: '1 visualização', '0 visualizações', '1.500 publis'. */
export const formatCountOf = (count: number, singular: string, plural: string): string =>
  `${formatCount(count)} ${countNoun(count, singular, plural)}`;

/** A credit balance with its noun: singular only for exactly 1 (docs/product/credits.md). */
export const formatCredits = (balance: number): string => formatCountOf(balance, 'crédito', 'créditos');
