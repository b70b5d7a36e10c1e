import { describe, expect, it } from 'vitest';
import {
  errorCodes,
  errorMessages,
  instagramErrorMessage,
  isErrorCode,
  loginErrorMessage,
  tokenErrorMessage,
} from './error-messages.ts';

const unexpected = 'Erro inesperado, tente novamente mais tarde.';

describe('errorMessages', () => {
  it('holds the SPEC.md section 8 catalogue verbatim', () => {
    expect(errorMessages).toEqual({
      GENERIC: unexpected,
      TOKEN_ERROR: unexpected,
      FACEBOOK_PAGES_NOT_FOUND: 'Verifique se selecionou as permissões corretas.',
      INSTAGRAM_NOT_CONNECTED_WITH_PAGE:
        'Certifique-se que você tem uma página do Facebook conectada com a sua conta do Instagram.',
      INSTAGRAM_NOT_FOUND:
        'Certifique-se que você selecionou todas as opções relacionadas ao perfil enviado no formulário.',
      ACCOUNT_ALREADY_EXISTS: 'Conta já cadastrada.',
      PASSWORD_ALREADY_SET: 'A senha já foi definida.',
    });
    expect(Object.keys(errorMessages)).toEqual([...errorCodes]);
  });
});

describe('isErrorCode', () => {
  it('accepts catalogue codes only', () => {
    expect(isErrorCode('INSTAGRAM_NOT_FOUND')).toBe(true);
    expect(isErrorCode('instagram_not_found')).toBe(false);
    expect(isErrorCode('constructor')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe('instagramErrorMessage', () => {
  it('maps known codes and falls back to the default', () => {
    expect(instagramErrorMessage('FACEBOOK_PAGES_NOT_FOUND')).toBe('Verifique se selecionou as permissões corretas.');
    expect(instagramErrorMessage('TOKEN_ERROR')).toBe(unexpected);
    expect(instagramErrorMessage('SOMETHING_NEW')).toBe(unexpected);
    expect(instagramErrorMessage(null)).toBe(unexpected);
  });
});

describe('tokenErrorMessage', () => {
  it.each(['ERROR', 'TOKEN_ERROR', 'TOKEN_INVALID'])('says the token is bad for %s', (code) => {
    expect(tokenErrorMessage(code)).toBe('Token inválido ou expirado.');
  });

  it('uses the catalogue for other codes and the default otherwise', () => {
    expect(tokenErrorMessage('PASSWORD_ALREADY_SET')).toBe('A senha já foi definida.');
    expect(tokenErrorMessage('SOMETHING_NEW')).toBe(unexpected);
    expect(tokenErrorMessage(undefined)).toBe(unexpected);
  });
});

describe('loginErrorMessage', () => {
  it('says the credentials are invalid on 401', () => {
    expect(loginErrorMessage(401, 'ignored')).toBe('Credenciais inválidas.');
  });

  it('shows the server detail on 429', () => {
    expect(loginErrorMessage(429, 'Muitas tentativas. Tente novamente em 15 minutos.')).toBe(
      'Muitas tentativas. Tente novamente em 15 minutos.',
    );
  });

  it('says the login failed otherwise, including a 429 without detail', () => {
    expect(loginErrorMessage(500)).toBe('Falha ao realizar login.');
    expect(loginErrorMessage(429, '  ')).toBe('Falha ao realizar login.');
    expect(loginErrorMessage(400, 'detail')).toBe('Falha ao realizar login.');
  });
});
