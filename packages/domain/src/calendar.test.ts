import { describe, expect, it } from 'vitest';
import {
  addDays,
  DAY_MS,
  dayRange,
  daysEndingOn,
  isCalendarDay,
  lastDays,
  monthRange,
  saoPauloDay,
  saoPauloMidnight,
  saoPauloMonth,
  TIME_ZONE,
} from './calendar.ts';

describe('saoPauloMidnight', () => {
  it('agrees with the time zone database at every month start from 2024 to 2030', () => {
    const hours = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', hourCycle: 'h23', hour: '2-digit', day: '2-digit' });
    for (let year = 2024; year <= 2030; year++) {
      for (let month = 1; month <= 12; month++) {
        const start = saoPauloMidnight(year, month, 1);
        expect(hours.format(start), `${year}-${month}`).toMatch(/^01,? 00$/);
        expect(hours.format(new Date(start.getTime() - 1)), `${year}-${month}`).toMatch(/,? 23$/);
      }
    }
    expect(TIME_ZONE).toBe('America/Sao_Paulo');
  });

  it('rolls over past the end of a month or year, as Date.UTC does', () => {
    expect(saoPauloMidnight(2026, 13, 1).toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(saoPauloMidnight(2028, 2, 30).toISOString()).toBe('2028-03-01T03:00:00.000Z');
  });

  it('reads the offset of the day, not a fixed one: daylight saving time until 2019', () => {
    // Summer time: UTC-2.
    expect(saoPauloMidnight(2019, 1, 10).toISOString()).toBe('2019-01-10T02:00:00.000Z');
    // 4 November 2018: clocks sprang from 00:00 to 01:00, so the day began at 01:00 (03:00 UTC).
    expect(saoPauloMidnight(2018, 11, 4).toISOString()).toBe('2018-11-04T03:00:00.000Z');
    // 17 February 2019: 00:00 summer time went back to 23:00 of the 16th; the 17th began an hour later.
    expect(saoPauloMidnight(2019, 2, 17).toISOString()).toBe('2019-02-17T03:00:00.000Z');
    expect(saoPauloDay(new Date('2019-02-17T02:30:00Z'))).toBe('2019-02-16');
  });
});

describe('saoPauloDay', () => {
  it('is the day in São Paulo, which starts at 03:00 UTC', () => {
    expect(saoPauloDay(new Date('2026-12-01T02:59:59.999Z'))).toBe('2026-11-30');
    expect(saoPauloDay(new Date('2026-12-01T03:00:00.000Z'))).toBe('2026-12-01');
  });

  it('holds midnight in UTC in the day before, and knows the leap day', () => {
    expect(saoPauloDay(new Date('2028-03-01T00:00:00Z'))).toBe('2028-02-29');
    expect(saoPauloDay(new Date('2027-03-01T00:00:00Z'))).toBe('2027-02-28');
    expect(saoPauloDay(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
  });

  it('throws on an invalid date', () => {
    expect(() => saoPauloDay(new Date('nope'))).toThrow(RangeError);
  });
});

describe('saoPauloMonth', () => {
  it('reads the month in São Paulo: 2026-12-01T02:30Z is still November', () => {
    expect(saoPauloMonth(new Date('2026-12-01T02:30:00Z'))).toEqual({ year: 2026, month: 11 });
    expect(saoPauloMonth(new Date('2026-12-01T03:00:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(saoPauloMonth(new Date('2027-01-01T02:59:59.999Z'))).toEqual({ year: 2026, month: 12 });
    expect(saoPauloMonth(new Date('2027-01-01T03:00:00Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('throws on an invalid date', () => {
    expect(() => saoPauloMonth(new Date('nope'))).toThrow(RangeError);
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
    expect((february.end.getTime() - february.start.getTime()) / DAY_MS).toBe(29);
    const shortFebruary = monthRange(2027, 2);
    expect((shortFebruary.end.getTime() - shortFebruary.start.getTime()) / DAY_MS).toBe(28);
  });

  it('agrees with saoPauloMonth at both ends', () => {
    const { start, end } = monthRange(2025, 6);
    expect(saoPauloMonth(start)).toEqual({ year: 2025, month: 6 });
    expect(saoPauloMonth(new Date(end.getTime() - 1))).toEqual({ year: 2025, month: 6 });
    expect(saoPauloMonth(end)).toEqual({ year: 2025, month: 7 });
  });

  it('throws on what is not a month', () => {
    expect(() => monthRange(2026, 0)).toThrow(RangeError);
    expect(() => monthRange(2026, 13)).toThrow(RangeError);
    expect(() => monthRange(2026.5, 1)).toThrow(RangeError);
  });
});

describe('dayRange and isCalendarDay', () => {
  it('spans a São Paulo day, end exclusive, and agrees with saoPauloDay at both ends', () => {
    const { start, end } = dayRange('2026-12-31');
    expect(start.toISOString()).toBe('2026-12-31T03:00:00.000Z');
    expect(end.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(saoPauloDay(start)).toBe('2026-12-31');
    expect(saoPauloDay(new Date(end.getTime() - 1))).toBe('2026-12-31');
    expect(saoPauloDay(end)).toBe('2027-01-01');
  });

  it('knows the leap day', () => {
    expect(dayRange('2028-02-29').end.toISOString()).toBe('2028-03-01T03:00:00.000Z');
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(() => dayRange('2027-02-29')).toThrow(RangeError);
  });

  it('takes only YYYY-MM-DD days that exist', () => {
    for (const value of ['2027-02-30', '2026-13-01', '2026-00-10', '2026-1-05', '26-01-05', '2026-01-05T00:00', ' 2026-01-05', '']) {
      expect(isCalendarDay(value), value).toBe(false);
    }
    expect(isCalendarDay('2026-01-05')).toBe(true);
  });
});

describe('addDays, daysEndingOn and lastDays', () => {
  it('counts calendar days across month ends, year ends and the leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-31', 0)).toBe('2026-03-31');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('lists the days ending with a day, oldest first', () => {
    expect(daysEndingOn('2028-03-01', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysEndingOn('2026-01-01', 1)).toEqual(['2026-01-01']);
    expect(() => daysEndingOn('2026-01-01', 0)).toThrow(RangeError);
  });

  it('ends the last 30 days with today in São Paulo, which changes at 03:00 UTC', () => {
    const lateNight = lastDays(30, new Date('2026-03-02T02:59:59Z'));
    expect(lateNight).toHaveLength(30);
    expect(lateNight[0]).toBe('2026-01-31');
    expect(lateNight.at(-1)).toBe('2026-03-01');
    const nextMorning = lastDays(30, new Date('2026-03-02T03:00:00Z'));
    expect(nextMorning[0]).toBe('2026-02-01');
    expect(nextMorning.at(-1)).toBe('2026-03-02');
    expect(new Set(nextMorning).size).toBe(30);
  });
});
