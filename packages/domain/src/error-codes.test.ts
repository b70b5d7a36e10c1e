import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import {
  DEFAULT_ERROR_MESSAGE,
  errorCodes,
  errorMessage,
  errorStatus,
  errorTable,
  isCodeShaped,
  isErrorCode,
  tokenCodeTexts,
  type ErrorCode,
} from './error-codes.ts';

describe('errorTable', () => {
  // The messages the product names, verbatim.
  itReturns('writes %s as %j', (code: ErrorCode) => errorMessage(code), [
    ['GENERIC', 'Erro inesperado, tente novamente mais tarde.'],
    ['TOKEN_ERROR', DEFAULT_ERROR_MESSAGE],
    ['FACEBOOK_PAGES_NOT_FOUND', 'Verifique se selecionou as permissões corretas.'],
    ['INSTAGRAM_NOT_CONNECTED_WITH_PAGE', 'Certifique-se que você tem uma página do Facebook conectada com a sua conta do Instagram.'],
    ['INSTAGRAM_NOT_FOUND', 'Certifique-se que você selecionou todas as opções relacionadas ao perfil enviado no formulário.'],
    ['ACCOUNT_ALREADY_EXISTS', 'Conta já cadastrada.'],
    ['PASSWORD_ALREADY_SET', 'A senha já foi definida.'],
    ['TOKEN_INVALID', 'Token inválido ou expirado.'],
    ['INVALID_CREDENTIALS', 'Credenciais inválidas.'],
    ['PROPOSAL_NOT_FOUND', 'Proposta não encontrada'],
  ]);

  it('writes the messages that depend on the request', () => {
    expect(errorMessage('TOO_MANY_LOGIN_ATTEMPTS', 1)).toBe('Muitas tentativas de login. Tente novamente em 1 minuto.');
    expect(errorMessage('TOO_MANY_COUPON_ATTEMPTS', 15)).toBe('Muitas tentativas com cupons inválidos. Tente novamente em 15 minutos.');
    expect(errorMessage('TOO_MANY_REGISTRATIONS', 60)).toBe('Muitas contas criadas a partir desta conexão. Tente novamente em 60 minutos.');
    expect(errorMessage('TOO_MANY_PHOTO_UPLOADS', 1)).toBe('Muitas fotos enviadas em pouco tempo. Tente novamente em 1 minuto.');
    expect(errorMessage('TOO_MANY_KIT_SAVES', 60)).toBe('Muitas alterações salvas em pouco tempo. Tente novamente em 60 minutos.');
    expect(errorMessage('TOO_MANY_EMAIL_CHANGES', 42)).toBe('Muitos pedidos de troca de e-mail. Tente novamente em 42 minutos.');
    expect(errorMessage('INSUFFICIENT_CREDITS', 1, 3)).toBe('Créditos insuficientes: você tem 1 crédito e esta ação precisa de 3 créditos.');
    expect(errorMessage('MISSING_FEATURES', ['followers', 'audience_gender'])).toBe(
      'Seu perfil não é compatível com esta proposta. Falta: Número de seguidores e Gênero do público.',
    );
    expect(errorMessage('LEVEL_REQUIRED', false)).toMatch(/apenas para criadores nível Ouro/);
    expect(errorMessage('LEVEL_REQUIRED', true)).toMatch(/nível Prata ou Ouro/);
  });

  it('gives every code a client or server error status and a pt-BR text', () => {
    for (const code of errorCodes) {
      expect(errorStatus(code), code).toBeGreaterThanOrEqual(400);
      expect(errorStatus(code), code).toBeLessThan(600);
      const { message } = errorTable[code];
      expect(typeof message === 'function' || message.trim() !== '', code).toBe(true);
    }
    // Bad input is never a server error: only the unexpected, and a dependency that failed or is
    // missing (the database, Google, the AI writer, the voice service), are 5xx.
    expect(errorCodes.filter((code) => errorStatus(code) >= 500).sort()).toEqual(
      [
        'AI_GENERATION_FAILED',
        'AI_UNAVAILABLE',
        'DATABASE_UNAVAILABLE',
        'GENERIC',
        'GOOGLE_KEYS_UNAVAILABLE',
        'UNEXPECTED',
        'VOICE_SYNTHESIS_FAILED',
        'VOICE_SYNTHESIS_UNAVAILABLE',
      ].sort(),
    );
  });
});

describe('errorCodes', () => {
  it('lists the codes of the table, in its order', () => {
    expect([...errorCodes]).toEqual(Object.keys(errorTable));
  });
});

describe('isErrorCode', () => {
  it.each(['INSTAGRAM_NOT_FOUND', 'COUPON_EXPIRED'])('accepts %j, a code of the table', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it.each(['instagram_not_found', 'constructor', 42, undefined])('refuses %j, not a code of the table', (value) => {
    expect(isErrorCode(value)).toBe(false);
  });
});

describe('tokenCodeTexts', () => {
  it("gives the product's token errors the token text and GENERIC the generic one, verbatim", () => {
    expect(tokenCodeTexts).toEqual({
      GENERIC: 'Erro inesperado, tente novamente mais tarde.',
      ERROR: 'Token inválido ou expirado.',
      TOKEN_ERROR: 'Token inválido ou expirado.',
      TOKEN_INVALID: 'Token inválido ou expirado.',
    });
    expect(tokenCodeTexts.TOKEN_INVALID).toBe(errorMessage('TOKEN_INVALID'));
  });
});

describe('isCodeShaped', () => {
  it('tells a machine code from a sentence', () => {
    for (const code of ['GENERIC', 'ERROR', 'TOKEN_ERROR', 'INSTAGRAM_NOT_FOUND', 'E2E_FAILURE']) expect(isCodeShaped(code), code).toBe(true);
    for (const text of ['Conta já cadastrada.', 'Erro', 'token_error', 'TOKEN ERROR', '_ERROR', 'ERROR_', '', 'Token_Error'])
      expect(isCodeShaped(text), text).toBe(false);
  });
});
