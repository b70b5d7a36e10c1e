import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import {
  countNoun,
  formatCents,
  formatCentsAmount,
  formatCount,
  formatCountOf,
  formatCredits,
  formatDate,
  formatDateAtTime,
  formatDateTime,
  formatFollowers,
} from './format.ts';

describe('formatCentsAmount', () => {
  itReturns('writes %d centavos as %j, a pt-BR number without R$', formatCentsAmount, [
    [123_456, '1.234,56'],
    [5, '0,05'],
    [0, '0,00'],
    [100, '1,00'],
    [123_456_789_01, '123.456.789,01'],
  ]);

  it('is exact beyond what a float of reais holds', () => {
    expect(formatCentsAmount(Number.MAX_SAFE_INTEGER)).toBe('90.071.992.547.409,91');
  });

  it('throws on what is not whole non-negative centavos', () => {
    expect(() => formatCentsAmount(1.5)).toThrow(RangeError);
    expect(() => formatCentsAmount(-1)).toThrow(RangeError);
  });
});

describe('formatCents', () => {
  itReturns('writes %d centavos as %j: period thousands, comma decimals and a plain space', formatCents, [
    [123_456, 'R$ 1.234,56'],
    [150_000, 'R$ 1.500,00'],
    [0, 'R$ 0,00'],
    [100_000_050, 'R$ 1.000.000,50'],
    [2_499, 'R$ 24,99'],
    [5, 'R$ 0,05'],
    [-150, '-R$ 1,50'],
  ]);

  it('contains no non-breaking space', () => {
    expect(formatCents(1_000)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('is what Intl shows for the same reais, but for the plain space', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    for (const cents of [0, 5, 100, 2_499, 123_456, 100_000_050, -150]) {
      expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100).replace(/[\u00a0\u202f]/g, ' '));
    }
  });

  it('is exact beyond what a float of reais holds', () => {
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('R$ 90.071.992.547.409,91');
  });

  it('throws on a fraction of a centavo', () => {
    expect(() => formatCents(0.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatFollowers', () => {
  itReturns('%d -> %s', formatFollowers, [
    [0, '0'],
    [950, '950'],
    [999, '999'],
    [1000, '1k'],
    [1500, '1,5k'],
    [1599, '1,5k'],
    [10_000, '10k'],
    [999_999, '999,9k'],
    [1_000_000, '1M'],
    [1_100_000, '1,1M'],
    [2_500_000, '2,5M'],
    [1e9, '1B'],
    [3_250_000_000, '3,2B'],
  ]);
});

describe('formatDate', () => {
  it('formats in São Paulo time, not UTC', () => {
    // 01:00 UTC on 2 January is still 1 January in São Paulo (UTC-3).
    expect(formatDate('2024-01-02T01:00:00Z')).toBe('01/01/2024');
    expect(formatDate(new Date('2024-12-25T15:00:00Z'))).toBe('25/12/2024');
  });

  it('keeps a date-only string on its calendar day', () => {
    expect(formatDate('2025-03-10')).toBe('10/03/2025');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('amanhã')).toBe('');
  });
});

describe('formatDateTime', () => {
  itReturns('writes %j as %j: São Paulo time whatever the zone of the machine, nothing for an invalid instant', formatDateTime, [
    ['2026-03-02T12:05:00Z', '02/03/2026, 09:05'],
    [new Date('2024-01-02T01:00:00Z'), '01/01/2024, 22:00'],
    ['ontem', ''],
  ]);
});

describe('formatDateAtTime', () => {
  // The credits history's and the conversations' date: São Paulo time, whatever the runner zone.
  itReturns('writes %j as %j', formatDateAtTime, [
    ['2026-03-02T12:05:00.000Z', '02/03/2026 às 09:05'],
    ['2026-03-02T12:05:00Z', '02/03/2026 às 09:05'],
    ['2026-01-01T02:00:00Z', '31/12/2025 às 23:00'],
    ['não é data', ''],
  ]);
});

describe('formatCredits', () => {
  // Singular only for exactly 1; thousands grouped.
  itReturns('writes %d credits as %j', formatCredits, [
    [1, '1 crédito'],
    [0, '0 créditos'],
    [2, '2 créditos'],
    [12, '12 créditos'],
    [1500, '1.500 créditos'],
  ]);
});

describe('formatCount, formatCountOf and countNoun', () => {
  // Thousands grouped, never shortened.
  itReturns('writes %d as %j', formatCount, [
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [12_345, '12.345'],
    [1_234_567, '1.234.567'],
    [-1234, '-1.234'],
    [2.6, '3'],
  ]);

  it("writes whole numbers as Intl.NumberFormat's pt-BR does, up to the largest safe integer", () => {
    const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
    const wholes = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 123_456_789, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n = n * 7 + 3) wholes.push(n);
    for (const whole of [...wholes, ...wholes.filter((n) => n > 0).map((n) => -n)])
      expect(formatCount(whole), String(whole)).toBe(intl.format(whole));
  });

  it('takes the singular only for exactly 1', () => {
    expect(formatCountOf(1, 'visualização', 'visualizações')).toBe('1 visualização');
    expect(formatCountOf(0, 'visualização', 'visualizações')).toBe('0 visualizações');
    expect(formatCountOf(1500, 'publi', 'publis')).toBe('1.500 publis');
    expect(countNoun(1, 'visualização', 'visualizações')).toBe('visualização');
    expect(countNoun(0, 'visualização', 'visualizações')).toBe('visualizações');
  });
});
