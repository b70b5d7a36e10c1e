import { describe, expect, it } from 'vitest';
import { normalizeCouponCode } from './coupon.ts';

describe('normalizeCouponCode', () => {
  it('trims and upper-cases for case-insensitive matching', () => {
    expect(normalizeCouponCode(' bemVindo10 ')).toBe('BEMVINDO10');
    expect(normalizeCouponCode('BEMVINDO10')).toBe(normalizeCouponCode('bemvindo10'));
  });
});
