import { describe, expect, it } from 'vitest';
import { monthLabel, monthOptions, monthValue, parseMonthValue } from './month-labels.ts';
import { FIRST_SELECTABLE_MONTH, isSelectableMonth } from './months.ts';

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
