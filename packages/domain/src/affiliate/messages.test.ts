import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus } from '../error-codes.ts';
import { affiliateMessages } from './messages.ts';
import { monthLabel } from './month-labels.ts';
import { FIRST_SELECTABLE_MONTH } from './months.ts';

describe('affiliateMessages', () => {
  it('holds the affiliate area’s texts', () => {
    expect(affiliateMessages.nameRequired).toBe('Informe seu nome completo.');
    expect(affiliateMessages.taxIdInvalid).toBe('CPF ou CNPJ inválido.');
    expect(affiliateMessages.phoneInvalid).toBe('Telefone inválido. Use DDD + número.');
    expect(affiliateMessages.pixKeyInvalid).toBe('Chave PIX inválida para o tipo selecionado.');
    expect(affiliateMessages.termsRequired).toBe('Aceite os termos do programa para continuar.');
    expect(affiliateMessages.registrationSaved).toBe('Cadastro de afiliado salvo.');
    expect(affiliateMessages.linkCreated).toBe('Link criado.');
  });

  it('writes the texts that depend on the brand or the month', () => {
    expect(affiliateMessages.destinationNotAllowed('Loja Bela', 'lojabela.com.br')).toBe(
      'O link precisa ser uma página de Loja Bela (lojabela.com.br).',
    );
    expect(affiliateMessages.noCommissions(2026, 11)).toBe('Nenhuma comissão em novembro de 2026.');
    expect(affiliateMessages.monthOutOfRange).toBe('Escolha um mês entre janeiro de 2024 e o mês atual.');
    expect(affiliateMessages.monthOutOfRange).toBe(
      `Escolha um mês entre ${monthLabel(FIRST_SELECTABLE_MONTH.year, FIRST_SELECTABLE_MONTH.month)} e o mês atual.`,
    );
  });

  it('writes every fixed text as a sentence', () => {
    const texts = Object.entries(affiliateMessages).flatMap(([key, text]) => (typeof text === 'string' ? [[key, text] as const] : []));
    expect(texts.length).toBeGreaterThan(15);
    for (const [key, text] of texts) expect(text, key).toMatch(/^\p{Lu}.*\.$/u);
  });
});

describe('the affiliate program’s error codes', () => {
  it('answer with their statuses and pt-BR messages', () => {
    expect([errorStatus('AFFILIATE_NOT_REGISTERED'), errorMessage('AFFILIATE_NOT_REGISTERED')]).toEqual([
      403,
      'Cadastre-se no programa de afiliados para continuar.',
    ]);
    expect([errorStatus('AFFILIATE_ALREADY_REGISTERED'), errorMessage('AFFILIATE_ALREADY_REGISTERED')]).toEqual([
      409,
      'Você já está cadastrado no programa de afiliados.',
    ]);
    expect([errorStatus('AFFILIATE_BRAND_NOT_FOUND'), errorMessage('AFFILIATE_BRAND_NOT_FOUND')]).toEqual([404, 'Marca não encontrada.']);
    expect([errorStatus('AFFILIATE_LINK_NOT_FOUND'), errorMessage('AFFILIATE_LINK_NOT_FOUND')]).toEqual([404, 'Link não encontrado.']);
    expect([errorStatus('AFFILIATE_PASSWORD_INVALID'), errorMessage('AFFILIATE_PASSWORD_INVALID')]).toEqual([403, 'Senha incorreta.']);
    expect([errorStatus('WEBHOOK_SIGNATURE_INVALID'), errorMessage('WEBHOOK_SIGNATURE_INVALID')]).toEqual([401, 'Assinatura inválida.']);
    expect([errorStatus('WEBHOOK_TIMESTAMP_INVALID'), errorMessage('WEBHOOK_TIMESTAMP_INVALID')]).toEqual([
      401,
      'Carimbo de tempo ausente ou fora da janela de 5 minutos.',
    ]);
    expect([errorStatus('WEBHOOK_EVENT_INVALID'), errorMessage('WEBHOOK_EVENT_INVALID')]).toEqual([422, 'Evento inválido.']);
  });

  it('say what the form says where both have the text', () => {
    expect(errorStatus('AFFILIATE_DESTINATION_NOT_ALLOWED')).toBe(422);
    expect(errorMessage('AFFILIATE_DESTINATION_NOT_ALLOWED', 'Loja Bela', 'lojabela.com.br')).toBe(
      affiliateMessages.destinationNotAllowed('Loja Bela', 'lojabela.com.br'),
    );
    expect(errorStatus('AFFILIATE_PASSWORD_REQUIRED')).toBe(403);
    expect(errorMessage('AFFILIATE_PASSWORD_REQUIRED')).toBe('Para trocar o CPF/CNPJ ou a chave PIX, confirme sua senha.');
    expect(errorMessage('AFFILIATE_PASSWORD_REQUIRED')).toBe(affiliateMessages.passwordRequired);
    expect(errorStatus('AFFILIATE_MONTH_OUT_OF_RANGE')).toBe(422);
    expect(errorMessage('AFFILIATE_MONTH_OUT_OF_RANGE')).toBe(affiliateMessages.monthOutOfRange);
  });
});
