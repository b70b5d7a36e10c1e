import { describe, expect, it } from 'vitest';
import { readCommissionsSearch } from './commissions-search.ts';
import { readCommissionsUrl } from './commissions-url.ts';

const now = new Date('2026-11-30T12:00:00Z');

describe('readCommissionsSearch', () => {
  it('reads a month the screen offers, from numbers or text', () => {
    expect(readCommissionsSearch({ month: 10, year: 2026 }, now)).toEqual({ year: 2026, month: 10 });
    expect(readCommissionsSearch({ month: '1', year: '2024' }, now)).toEqual({ year: 2024, month: 1 });
  });

  it('is the current São Paulo month without one, or for one it does not offer', () => {
    const current = { year: 2026, month: 11 };
    expect(readCommissionsSearch({}, now)).toEqual(current);
    expect(readCommissionsSearch({ month: 12, year: 2026 }, now)).toEqual(current);
    expect(readCommissionsSearch({ month: 12, year: 2023 }, now)).toEqual(current);
    expect(readCommissionsSearch({ month: 13, year: 2026 }, now)).toEqual(current);
    expect(readCommissionsSearch({ month: 'nov', year: 2026 }, now)).toEqual(current);
    expect(readCommissionsSearch({ month: 10 }, now)).toEqual(current);
    // 02:30 UTC on December 1st is still November in São Paulo.
    expect(readCommissionsSearch({}, new Date('2026-12-01T02:30:00Z'))).toEqual(current);
  });
});

describe('readCommissionsUrl', () => {
  it('keeps a month the URL names, and nothing else, for the page to decide', () => {
    expect(readCommissionsUrl({ month: '10', year: '2026' })).toEqual({ year: 2026, month: 10 });
    expect(readCommissionsUrl({ month: 13, year: 2026 })).toEqual({});
    expect(readCommissionsUrl({ month: 'nov', year: 2026 })).toEqual({});
    expect(readCommissionsUrl({ month: 10 })).toEqual({});
    expect(readCommissionsUrl({})).toEqual({});
  });
});
