import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
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

  itReturns('reads %j as %j', normalizeBrazilianPhone, [
    // Landlines of 8 digits starting with 2 to 5.
    ['(11) 3234-5678', '+551132345678'],
    ['+55 21 2345-6789', '+552123456789'],
    ['55 11 5234-5678', '+551152345678'],
    ['(48) 4004-1234', '+554840041234'],
    // DDD 55 without a country code, and a country code before it.
    ['(55) 98765-4321', '+5555987654321'],
    ['+55 55 98765-4321', '+5555987654321'],
    ['5555987654321', '+5555987654321'],
  ]);

  it('accepts every DDD in use and refuses every other pair of digits', () => {
    for (let ddd = 10; ddd <= 99; ddd++) {
      const expected = areaCodes.includes(ddd) ? `+55${ddd}987654321` : null;
      expect(normalizeBrazilianPhone(`(${ddd}) 98765-4321`), String(ddd)).toBe(expected);
    }
    expect(areaCodes).toHaveLength(67);
  });

  it.each([
    ['(11) 88765-4321', 'a mobile that does not start with 9'],
    ['(11) 1234-5678', 'a landline that starts with 1'],
    ['(11) 6234-5678', 'a landline that starts with 6'],
    ['(11) 9234-5678', 'a landline that starts with 9'],
    ['(11) 0234-5678', 'a landline that starts with 0'],
    ['+55 98765-4321', 'a mobile after +55 without its DDD (never read as DDD 55)'],
    ['+55 3234-5678', 'a landline after +55 without its DDD'],
    ['+1 119 8765 4321', 'a foreign number with its country code'],
    ['+1 11987654321', 'a foreign number with its country code'],
    ['+351 912 345 678', 'a foreign number with its country code'],
    ['+44 11 98765-4321', 'a foreign number with its country code'],
    ['98765-4321', 'a missing DDD'],
    ['(11) 98765-43210', 'an extra digit'],
    ['+55 (11) 98765-432', 'a missing digit'],
    ['', 'nothing'],
    ['(11) 98765-432l', 'a letter'],
    ['11 98765/4321', 'another symbol'],
    ['11+987654321', 'a + that is not in front'],
    ['tel:+5511987654321', 'a scheme'],
  ])('refuses %j: %s', (input) => {
    expect(normalizeBrazilianPhone(input)).toBeNull();
  });
});

describe('isBrazilianMobile', () => {
  it('tells a normalized mobile from a landline', () => {
    expect(isBrazilianMobile('+5511987654321')).toBe(true);
    expect(isBrazilianMobile('+551132345678')).toBe(false);
    expect(isBrazilianMobile('11987654321')).toBe(false);
  });
});

describe('formatBrazilianPhone and maskBrazilianPhone', () => {
  it.each([
    // A mobile and a landline: written the Brazilian way, and masked to the DDD and the last 4 digits.
    ['+5511987654321', '(11) 98765-4321', '(11) *****-4321'],
    ['+551132345678', '(11) 3234-5678', '(11) ****-5678'],
    // What is not a normalized number: as given, and nothing of it shown.
    ['11987654321', '11987654321', '***'],
    ['+5510987654321', '+5510987654321', '***'],
  ])('%j is written %j and masked %j', (phone, formatted, masked) => {
    expect(formatBrazilianPhone(phone)).toBe(formatted);
    expect(maskBrazilianPhone(phone)).toBe(masked);
  });
});
