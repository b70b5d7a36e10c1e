import { ApiError } from '@ma/api-client';
import { DEFAULT_ERROR_MESSAGE } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { failureMessage, serverMessage } from './error-message.ts';

describe('serverMessage', () => {
  it("is the server's detail, or its message when it sent `message` instead", () => {
    expect(serverMessage(new ApiError(409, { detail: 'Você já usou este cupom.' }))).toBe('Você já usou este cupom.');
    expect(serverMessage(new ApiError(400, { message: 'Cupom bloqueado.' }))).toBe('Cupom bloqueado.');
  });

  it('is undefined without a server message: no body, a blank one, a network failure, anything else', () => {
    expect(serverMessage(new ApiError(502, 'bad gateway'))).toBeUndefined();
    expect(serverMessage(new ApiError(0, undefined))).toBeUndefined();
    expect(serverMessage(new ApiError(500, { detail: '   ' }))).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage('Erro')).toBeUndefined();
    expect(serverMessage(undefined)).toBeUndefined();
  });
});

describe('failureMessage', () => {
  it("is the server's message when there is one, whatever the fallback", () => {
    expect(failureMessage(new ApiError(410, { detail: 'Este cupom expirou.' }), 'Código de cupom inválido ou expirado')).toBe('Este cupom expirou.');
  });

  it('is the given fallback otherwise', () => {
    expect(failureMessage(new ApiError(500, { detail: '' }), 'Erro desconhecido')).toBe('Erro desconhecido');
    expect(failureMessage(new TypeError('Failed to fetch'), 'Código de cupom inválido ou expirado')).toBe('Código de cupom inválido ou expirado');
  });

  it('falls back to the app-wide message when none is given', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Erro inesperado, tente novamente mais tarde.');
    expect(failureMessage(new ApiError(503, undefined))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(failureMessage(new ApiError(503, { detail: 'Banco de dados indisponível.' }))).toBe('Banco de dados indisponível.');
  });
});

// docs/product/errors-and-messages.md, verbatim: a server that sends the code as its whole message.
const connectTexts = {
  GENERIC: 'Erro inesperado, tente novamente mais tarde.',
  FACEBOOK_PAGES_NOT_FOUND: 'Verifique se selecionou as permissões corretas.',
  INSTAGRAM_NOT_CONNECTED_WITH_PAGE: 'Certifique-se que você tem uma página do Facebook conectada com a sua conta do Instagram.',
  INSTAGRAM_NOT_FOUND: 'Certifique-se que você selecionou todas as opções relacionadas ao perfil enviado no formulário.',
  ACCOUNT_ALREADY_EXISTS: 'Conta já cadastrada.',
  PASSWORD_ALREADY_SET: 'A senha já foi definida.',
};

describe('a server message that is a code', () => {
  it.each(Object.entries(connectTexts))('shows %s as its text, never the code', (code, text) => {
    expect(failureMessage(new ApiError(400, { message: code }))).toBe(text);
    expect(failureMessage(new ApiError(422, { detail: code }), 'Erro desconhecido')).toBe(text);
    expect(serverMessage(new ApiError(400, { message: ` ${code} ` }))).toBe(text);
  });

  it.each(['ERROR', 'TOKEN_ERROR', 'TOKEN_INVALID'])("shows the token error %s as 'Token inválido ou expirado.'", (code) => {
    expect(failureMessage(new ApiError(400, { message: code }))).toBe('Token inválido ou expirado.');
    expect(failureMessage(new ApiError(400, { detail: code, code: 'TOKEN_INVALID' }), 'Erro desconhecido')).toBe('Token inválido ou expirado.');
  });

  it("is the place's fallback for a code it has no text for, never the code", () => {
    expect(serverMessage(new ApiError(400, { message: 'SOMETHING_NEW' }))).toBeUndefined();
    expect(failureMessage(new ApiError(410, { message: 'COUPON_EXPIRED' }), 'Código de cupom inválido ou expirado')).toBe(
      'Código de cupom inválido ou expirado',
    );
    expect(failureMessage(new ApiError(500, { message: 'INTERNAL_ERROR' }))).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it("reads the codes with the place's own texts when it has them", () => {
    const texts = { TOKEN_ERROR: 'Erro inesperado, tente novamente mais tarde.' };
    expect(failureMessage(new ApiError(400, { message: 'TOKEN_ERROR' }), 'x', texts)).toBe('Erro inesperado, tente novamente mais tarde.');
    expect(failureMessage(new ApiError(400, { message: 'GENERIC' }), 'x', texts)).toBe('x');
  });

  it('still shows a sentence from the server as it is, capitals and all', () => {
    expect(failureMessage(new ApiError(400, { message: 'ERRO: Cupom bloqueado.' }))).toBe('ERRO: Cupom bloqueado.');
    expect(failureMessage(new ApiError(400, { detail: 'Conta já cadastrada.', code: 'ACCOUNT_ALREADY_EXISTS' }))).toBe('Conta já cadastrada.');
  });
});
