import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import { centavosToReais, decimalPlaces, reaisToCentavos } from './money.ts';

describe('decimalPlaces', () => {
  itReturns('%d has %d', decimalPlaces, [
    [10, 0],
    [10.5, 1],
    [10.55, 2],
    [10.555, 3],
    [1.005, 3],
    [0.1 + 0.2, 1],
    [1e-7, 7],
    [1e21, 0],
  ]);
});

describe('reaisToCentavos', () => {
  it('converts without float drift', () => {
    expect(reaisToCentavos(0.1 + 0.2)).toBe(30);
    expect(reaisToCentavos(1234.56)).toBe(123_456);
    expect(reaisToCentavos(19.99)).toBe(1999);
    expect(reaisToCentavos(1.15)).toBe(115);
  });

  it('keeps the sign and never gives -0', () => {
    expect(reaisToCentavos(-19.99)).toBe(-1999);
    expect(Object.is(reaisToCentavos(-0), 0)).toBe(true);
  });

  it('throws on non-finite amounts', () => {
    expect(() => reaisToCentavos(Number.NaN)).toThrow(RangeError);
    expect(() => reaisToCentavos(Infinity)).toThrow(RangeError);
  });
});

describe('centavosToReais', () => {
  it('converts back exactly', () => {
    expect(centavosToReais(30)).toBe(0.3);
    expect(centavosToReais(150_000)).toBe(1500);
    expect(centavosToReais(reaisToCentavos(1234.56))).toBe(1234.56);
  });

  it('refuses fractions of a centavo', () => {
    expect(() => centavosToReais(10.5)).toThrow(RangeError);
  });
});
