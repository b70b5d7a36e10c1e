import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import { formatWhatsapp, normalizeWhatsapp, WHATSAPP_AREA_CODE, WHATSAPP_INVALID, whatsappLink, whatsappProblem } from './whatsapp.ts';

describe('whatsappProblem', () => {
  it('refuses a foreign number and a +55 without its DDD, and takes the trunk 0', () => {
    expect(whatsappProblem('+1 11987654321')).toBe(WHATSAPP_INVALID);
    expect(whatsappProblem('+55 98765-4321')).toBe(WHATSAPP_INVALID);
    expect(whatsappProblem('011 98765-4321')).toBeNull();
    expect(normalizeWhatsapp('011 98765-4321')).toBe('+5511987654321');
  });

  it.each(['(11) 98765-4321', '11987654321', '+55 11 98765-4321', '55 (21) 99876-5432', '(31) 3222-1100', '+55.71.98888.7777'])(
    'takes %s',
    (input) => {
      expect(whatsappProblem(input)).toBeNull();
    },
  );

  itReturns('refuses %j', whatsappProblem, [
    ['', WHATSAPP_INVALID],
    ['98765-4321', WHATSAPP_INVALID],
    ['(11) 88765-4321', WHATSAPP_INVALID],
    ['(11) 1234-5678', WHATSAPP_INVALID],
    ['(11) 987654-32100', WHATSAPP_INVALID],
    ['(20) 98765-4321', WHATSAPP_AREA_CODE],
    ['(10) 98765-4321', WHATSAPP_AREA_CODE],
    ['11 98765-4321 ramal 2', WHATSAPP_INVALID],
    ['+1 415 555 0100', WHATSAPP_INVALID],
  ]);
});

describe('the stored and shown forms', () => {
  it('keeps E.164 and shows the Brazilian mask', () => {
    expect(normalizeWhatsapp('+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(normalizeWhatsapp('(31) 3222-1100')).toBe('+553132221100');
    expect(formatWhatsapp('+5511987654321')).toBe('(11) 98765-4321');
    expect(formatWhatsapp('+553132221100')).toBe('(31) 3222-1100');
  });

  it('links to a chat with the message typed in', () => {
    expect(whatsappLink('+5511987654321', 'Olá, vi seu mídia kit!')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20vi%20seu%20m%C3%ADdia%20kit!',
    );
    expect(whatsappLink('+5511987654321')).toBe('https://wa.me/5511987654321');
  });
});
