import { describe, expect, it } from 'vitest';
import { monthLabel, monthOptions, monthValue, parseMonthValue } from './month-labels.ts';
import {
  currentMonth,
  FIRST_SELECTABLE_MONTH,
  isSelectableMonth,
  monthOf,
  monthRange,
  SAO_PAULO_UTC_OFFSET_MS,
  saoPauloDay,
  saoPauloMidnight,
} from './months.ts';

describe('SAO_PAULO_UTC_OFFSET_MS', () => {
  it('agrees with the time zone database at every month start from 2024 to 2030', () => {
    const hours = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', hourCycle: 'h23', hour: '2-digit', day: '2-digit' });
    for (let year = 2024; year <= 2030; year++) {
      for (let month = 1; month <= 12; month++) {
        const start = saoPauloMidnight(year, month, 1);
        expect(hours.format(start), `${year}-${month}`).toMatch(/^01,? 00$/);
        expect(hours.format(new Date(start.getTime() - 1)), `${year}-${month}`).toMatch(/,? 23$/);
      }
    }
    expect(SAO_PAULO_UTC_OFFSET_MS).toBe(-3 * 3_600_000);
  });
});

describe('monthOf / currentMonth', () => {
  it('reads the month in São Paulo: 2026-12-01T02:30Z is still November', () => {
    expect(monthOf(new Date('2026-12-01T02:30:00Z'))).toEqual({ year: 2026, month: 11 });
    expect(monthOf(new Date('2026-12-01T03:00:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(currentMonth(new Date('2027-01-01T02:59:59.999Z'))).toEqual({ year: 2026, month: 12 });
    expect(currentMonth(new Date('2027-01-01T03:00:00Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('throws on an invalid date', () => {
    expect(() => monthOf(new Date('nope'))).toThrow(RangeError);
  });
});

describe('monthRange', () => {
  it('spans São Paulo midnight to São Paulo midnight, end exclusive', () => {
    const { start, end } = monthRange(2026, 11);
    expect(start.toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('holds 2026-12-01T02:30Z in November and not in December', () => {
    const instant = new Date('2026-12-01T02:30:00Z').getTime();
    const november = monthRange(2026, 11);
    const december = monthRange(2026, 12);
    expect(instant >= november.start.getTime() && instant < november.end.getTime()).toBe(true);
    expect(instant >= december.start.getTime()).toBe(false);
  });

  it('ends December at the next year’s January, and has February’s length', () => {
    expect(monthRange(2026, 12).end.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    const february = monthRange(2028, 2);
    expect((february.end.getTime() - february.start.getTime()) / 86_400_000).toBe(29);
  });

  it('agrees with monthOf at both ends', () => {
    const { start, end } = monthRange(2025, 6);
    expect(monthOf(start)).toEqual({ year: 2025, month: 6 });
    expect(monthOf(new Date(end.getTime() - 1))).toEqual({ year: 2025, month: 6 });
    expect(monthOf(end)).toEqual({ year: 2025, month: 7 });
  });

  it('throws on what is not a month', () => {
    expect(() => monthRange(2026, 0)).toThrow(RangeError);
    expect(() => monthRange(2026, 13)).toThrow(RangeError);
    expect(() => monthRange(2026.5, 1)).toThrow(RangeError);
  });
});

describe('isSelectableMonth', () => {
  const now = new Date('2026-11-15T12:00:00Z');

  it('offers January 2024 to the current month', () => {
    expect(FIRST_SELECTABLE_MONTH).toEqual({ year: 2024, month: 1 });
    expect(isSelectableMonth(2024, 1, now)).toBe(true);
    expect(isSelectableMonth(2025, 7, now)).toBe(true);
    expect(isSelectableMonth(2026, 11, now)).toBe(true);
  });

  it('refuses before January 2024 and after the current month', () => {
    expect(isSelectableMonth(2023, 12, now)).toBe(false);
    expect(isSelectableMonth(2026, 12, now)).toBe(false);
    expect(isSelectableMonth(2027, 1, now)).toBe(false);
  });

  it('knows the current month in São Paulo', () => {
    const lateNovemberNight = new Date('2026-12-01T02:30:00Z');
    expect(isSelectableMonth(2026, 12, lateNovemberNight)).toBe(false);
    expect(isSelectableMonth(2026, 12, new Date('2026-12-01T03:00:00Z'))).toBe(true);
  });

  it('refuses what is not a month', () => {
    expect(isSelectableMonth(2025, 0, now)).toBe(false);
    expect(isSelectableMonth(2025, 13, now)).toBe(false);
    expect(isSelectableMonth(2025, 1.5, now)).toBe(false);
    expect(isSelectableMonth(Number.NaN, 1, now)).toBe(false);
  });
});

describe('monthLabel', () => {
  it('names the month in pt-BR', () => {
    expect(monthLabel(2026, 11)).toBe('novembro de 2026');
    expect(monthLabel(2024, 1)).toBe('janeiro de 2024');
    expect(monthLabel(2025, 3)).toBe('março de 2025');
    expect(monthLabel(2025, 12)).toBe('dezembro de 2025');
  });

  it('throws on what is not a month', () => {
    expect(() => monthLabel(2025, 13)).toThrow(RangeError);
  });
});

describe('monthValue / parseMonthValue', () => {
  it('writes and reads YYYY-MM', () => {
    expect(monthValue(2026, 3)).toBe('2026-03');
    expect(parseMonthValue('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(parseMonthValue('2026-12')).toEqual({ year: 2026, month: 12 });
  });

  it('reads nothing else', () => {
    for (const value of ['2026-13', '2026-00', '2026-3', '26-03', '2026/03', ' 2026-03', 'nov']) expect(parseMonthValue(value), value).toBeNull();
  });
});

describe('monthOptions', () => {
  it('lists the current month first, back to January 2024', () => {
    const options = monthOptions(new Date('2026-11-15T12:00:00Z'));
    expect(options).toHaveLength(12 + 12 + 11);
    expect(options[0]).toEqual({ year: 2026, month: 11, value: '2026-11', label: 'novembro de 2026' });
    expect(options[1]?.value).toBe('2026-10');
    expect(options.at(-1)).toEqual({ year: 2024, month: 1, value: '2024-01', label: 'janeiro de 2024' });
  });

  it('offers exactly the selectable months', () => {
    const now = new Date('2025-02-01T02:00:00Z'); // still January in São Paulo
    const options = monthOptions(now);
    expect(options[0]?.value).toBe('2025-01');
    expect(options.every((option) => isSelectableMonth(option.year, option.month, now))).toBe(true);
    expect(options).toHaveLength(13);
  });
});

describe('saoPauloDay', () => {
  it('is the day in São Paulo, which starts at 03:00 UTC', () => {
    expect(saoPauloDay(new Date('2026-12-01T02:59:59.999Z'))).toBe('2026-11-30');
    expect(saoPauloDay(new Date('2026-12-01T03:00:00.000Z'))).toBe('2026-12-01');
  });
});
