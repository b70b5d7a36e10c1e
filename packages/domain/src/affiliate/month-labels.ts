import { onFirstUse } from '../first-use.ts';
import { assertMonth, monthIndex, saoPauloMonth, type CalendarMonth } from '../calendar.ts';
import { FIRST_SELECTABLE_MONTH } from './months.ts';

// How months are named and carried in the URL and the select: apart from months.ts, which the
// routes read at every page's start; these only the commissions screen needs.

// Formatted in UTC at mid-month: the label is of a calendar month, not of an instant. Made on first
// use (first-use.ts).
const monthName = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'long', year: 'numeric' }));

/** 'novembro de 2026'. */
export function monthLabel(year: number, month: number): string {
  assertMonth(year, month);
  return monthName().format(Date.UTC(year, month - 1, 15));
}

/** A month as the screen's URL and select carry it: '2026-11'. */
export function monthValue(year: number, month: number): string {
  assertMonth(year, month);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** '2026-11' -> { year: 2026, month: 11 }; null for anything else ('2026-13', '2026-1', 'nov'). */
export function parseMonthValue(value: string): CalendarMonth | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

export interface MonthOption extends CalendarMonth {
  /** '2026-11' */
  value: string;
  /** 'novembro de 2026' */
  label: string;
}

/** The months of the commissions screen's select, the current one first, back to January 2024. */
export function monthOptions(now: Date): MonthOption[] {
  const options: MonthOption[] = [];
  const first = monthIndex(FIRST_SELECTABLE_MONTH);
  for (let index = monthIndex(saoPauloMonth(now)); index >= first; index--) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    options.push({ year, month, value: monthValue(year, month), label: monthLabel(year, month) });
  }
  return options;
}
