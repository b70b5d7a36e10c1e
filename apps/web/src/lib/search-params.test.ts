import { describe, expect, it } from 'vitest';
import { boolean, listOf, nonEmptyString, nonNegativeNumber, oneOf, readSearch, text } from './search-params.ts';

describe('readSearch', () => {
  it('keeps what each reader can use and leaves out the rest, absent rather than undefined', () => {
    const search = readSearch(
      { token: nonEmptyString, email: nonEmptyString, reset_token: nonEmptyString },
      {
        token: 'abc',
        email: '',
        reset_token: 123456,
        other: 'x',
      },
    );
    expect(search).toStrictEqual({ token: 'abc' });
  });
});

describe('readers', () => {
  it('read text, numbers and flags the way a person or the router writes them', () => {
    expect(text(5)(' 12 ')).toBe('12');
    expect(text(5)(123)).toBe('123');
    expect(text(5)('longer than five')).toBeUndefined();
    expect(nonNegativeNumber('50')).toBe(50);
    expect(nonNegativeNumber(-1)).toBeUndefined();
    expect(nonNegativeNumber('abc')).toBeUndefined();
    expect(boolean(true)).toBe(true);
    expect(boolean('sim')).toBeUndefined();
  });

  it('read one of a list, and lists whose every item reads', () => {
    const sort = oneOf(['newest', 'highest_value'] as const);
    expect(sort('newest')).toBe('newest');
    expect(sort('cheapest')).toBeUndefined();
    expect(listOf(sort, 2)('newest')).toEqual(['newest']);
    expect(listOf(sort, 2)(['newest', 'cheapest'])).toBeUndefined();
    expect(listOf(sort, 2)(['newest', 'newest', 'newest'])).toBeUndefined();
  });
});
