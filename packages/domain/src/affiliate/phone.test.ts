import { describe, expect, it } from 'vitest';
import { formatBrazilianPhone, isBrazilianMobile, maskBrazilianPhone, normalizeBrazilianPhone } from './phone.ts';

// Anatel's area codes in use (DDD).
const areaCodes = [
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63,
  64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
];

describe('normalizeBrazilianPhone', () => {
  it.each([
    '(11) 98765-4321',
    '11987654321',
    '11 98765 4321',
    '+55 (11) 98765-4321',
    '+5511987654321',
    '55 11 98765-4321',
    '5511987654321',
    '011 98765-4321',
    '(011) 98765.4321',
    '  +55 11 98765-4321  ',
  ])('reads %s as +5511987654321', (input) => {
    expect(normalizeBrazilianPhone(input)).toBe('+5511987654321');
  });

  it('accepts landlines of 8 digits starting with 2 to 5', () => {
    expect(normalizeBrazilianPhone('(11) 3234-5678')).toBe('+551132345678');
    expect(normalizeBrazilianPhone('+55 21 2345-6789')).toBe('+552123456789');
    expect(normalizeBrazilianPhone('55 11 5234-5678')).toBe('+551152345678');
    expect(normalizeBrazilianPhone('(48) 4004-1234')).toBe('+554840041234');
  });

  it('refuses a mobile that does not start with 9 and a landline that starts with 0, 1 or 6 to 9', () => {
    expect(normalizeBrazilianPhone('(11) 88765-4321')).toBeNull();
    expect(normalizeBrazilianPhone('(11) 1234-5678')).toBeNull();
    expect(normalizeBrazilianPhone('(11) 6234-5678')).toBeNull();
    expect(normalizeBrazilianPhone('(11) 9234-5678')).toBeNull();
    expect(normalizeBrazilianPhone('(11) 0234-5678')).toBeNull();
  });

  it('accepts every DDD in use and refuses every other pair of digits', () => {
    for (let ddd = 10; ddd <= 99; ddd++) {
      const expected = areaCodes.includes(ddd) ? `+55${ddd}987654321` : null;
      expect(normalizeBrazilianPhone(`(${ddd}) 98765-4321`), String(ddd)).toBe(expected);
    }
    expect(areaCodes).toHaveLength(67);
  });

  it('reads DDD 55 without a country code, and a country code before it', () => {
    expect(normalizeBrazilianPhone('(55) 98765-4321')).toBe('+5555987654321');
    expect(normalizeBrazilianPhone('+55 55 98765-4321')).toBe('+5555987654321');
    expect(normalizeBrazilianPhone('5555987654321')).toBe('+5555987654321');
  });

  it('never reads a number after +55 as DDD 55 when the DDD is missing', () => {
    expect(normalizeBrazilianPhone('+55 98765-4321')).toBeNull();
    expect(normalizeBrazilianPhone('+55 3234-5678')).toBeNull();
  });

  it('refuses foreign numbers written with their country code', () => {
    expect(normalizeBrazilianPhone('+1 119 8765 4321')).toBeNull();
    expect(normalizeBrazilianPhone('+1 11987654321')).toBeNull();
    expect(normalizeBrazilianPhone('+351 912 345 678')).toBeNull();
    expect(normalizeBrazilianPhone('+44 11 98765-4321')).toBeNull();
  });

  it('refuses missing or extra digits', () => {
    expect(normalizeBrazilianPhone('98765-4321')).toBeNull();
    expect(normalizeBrazilianPhone('(11) 98765-43210')).toBeNull();
    expect(normalizeBrazilianPhone('+55 (11) 98765-432')).toBeNull();
    expect(normalizeBrazilianPhone('')).toBeNull();
  });

  it('refuses letters, other symbols and a + that is not in front', () => {
    expect(normalizeBrazilianPhone('(11) 98765-432l')).toBeNull();
    expect(normalizeBrazilianPhone('11 98765/4321')).toBeNull();
    expect(normalizeBrazilianPhone('11+987654321')).toBeNull();
    expect(normalizeBrazilianPhone('tel:+5511987654321')).toBeNull();
  });
});

describe('isBrazilianMobile', () => {
  it('tells a normalized mobile from a landline', () => {
    expect(isBrazilianMobile('+5511987654321')).toBe(true);
    expect(isBrazilianMobile('+551132345678')).toBe(false);
    expect(isBrazilianMobile('11987654321')).toBe(false);
  });
});

describe('formatBrazilianPhone', () => {
  it('writes a mobile and a landline the Brazilian way', () => {
    expect(formatBrazilianPhone('+5511987654321')).toBe('(11) 98765-4321');
    expect(formatBrazilianPhone('+551132345678')).toBe('(11) 3234-5678');
  });

  it('returns what is not a normalized number as given', () => {
    expect(formatBrazilianPhone('11987654321')).toBe('11987654321');
    expect(formatBrazilianPhone('+5510987654321')).toBe('+5510987654321');
  });
});

describe('maskBrazilianPhone', () => {
  it('keeps the DDD and the last 4 digits of a mobile and a landline', () => {
    expect(maskBrazilianPhone('+5511987654321')).toBe('(11) *****-4321');
    expect(maskBrazilianPhone('+551132345678')).toBe('(11) ****-5678');
  });

  it('shows nothing of what is not a normalized number', () => {
    expect(maskBrazilianPhone('11987654321')).toBe('***');
    expect(maskBrazilianPhone('+5510987654321')).toBe('***');
  });
});
