import { describe, expect, it } from 'vitest';
import { couponPayloadSchema } from './credits.ts';

describe('couponPayloadSchema', () => {
  it('trims the typed code', () => {
    expect(couponPayloadSchema.parse({ code: '  bemvindo10 ' })).toEqual({ code: 'bemvindo10' });
  });

  it.each(['', '   ', '\t\n', null, undefined])('refuses %j with the empty-code message', (code) => {
    expect(couponPayloadSchema.safeParse({ code }).error?.issues.map((issue) => issue.message)).toEqual(['Por favor, insira um código de cupom']);
  });
});
