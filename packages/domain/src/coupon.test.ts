import { describe, expect, it } from 'vitest';
import { couponErrorMessage, normalizeCouponCode, validateCouponCode } from './coupon.ts';

describe('validateCouponCode', () => {
  it('returns the trimmed code', () => {
    expect(validateCouponCode('  bemvindo10 ')).toEqual({ ok: true, code: 'bemvindo10' });
  });

  it.each(['', '   ', '\t\n', null, undefined])('refuses %j', (raw) => {
    expect(validateCouponCode(raw)).toEqual({ ok: false, message: 'Por favor, insira um código de cupom' });
  });
});

describe('normalizeCouponCode', () => {
  it('trims and upper-cases for case-insensitive matching', () => {
    expect(normalizeCouponCode(' bemVindo10 ')).toBe('BEMVINDO10');
    expect(normalizeCouponCode('BEMVINDO10')).toBe(normalizeCouponCode('bemvindo10'));
  });
});

describe('couponErrorMessage', () => {
  it('prefers the server detail', () => {
    expect(couponErrorMessage('Cupom já utilizado.')).toBe('Cupom já utilizado.');
  });

  it('falls back to the docs/product/credits.md message', () => {
    expect(couponErrorMessage()).toBe('Código de cupom inválido ou expirado');
    expect(couponErrorMessage('')).toBe('Código de cupom inválido ou expirado');
  });
});
