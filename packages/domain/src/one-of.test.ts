import { describe, expect, it } from 'vitest';
import { isOneOf } from './one-of.ts';

describe('isOneOf', () => {
  const sizes = ['sm', 'md'] as const;

  it('takes the listed strings only', () => {
    expect(isOneOf(sizes, 'md')).toBe(true);
    expect(isOneOf(sizes, 'MD')).toBe(false);
    expect(isOneOf(sizes, 'toString')).toBe(false);
    expect(isOneOf(sizes, undefined)).toBe(false);
    expect(isOneOf(sizes, 1)).toBe(false);
  });
});
