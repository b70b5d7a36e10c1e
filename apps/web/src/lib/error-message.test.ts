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
describe('a server message that is a code', () => {
  it.each(['ERROR', 'TOKEN_ERROR', 'TOKEN_INVALID'])("shows the token error %s as 'Token inválido ou expirado.', never the code", (code) => {
    expect(failureMessage(new ApiError(400, { message: code }))).toBe('Token inválido ou expirado.');
    expect(failureMessage(new ApiError(400, { detail: code }), 'Erro desconhecido')).toBe('Token inválido ou expirado.');
    expect(serverMessage(new ApiError(400, { message: ` ${code} ` }))).toBe('Token inválido ou expirado.');
  });

  it("shows GENERIC as the generic text, whatever the place's fallback", () => {
    expect(failureMessage(new ApiError(502, { message: 'GENERIC' }), 'Erro desconhecido')).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it("is the place's fallback for a code it has no text for, never the code", () => {
    expect(serverMessage(new ApiError(400, { message: 'SOMETHING_NEW' }))).toBeUndefined();
    expect(failureMessage(new ApiError(410, { message: 'COUPON_EXPIRED' }), 'Código de cupom inválido ou expirado')).toBe(
      'Código de cupom inválido ou expirado',
    );
    // The connect codes are the connect screens' (connect-error.ts): elsewhere, the fallback.
    expect(failureMessage(new ApiError(400, { message: 'FACEBOOK_PAGES_NOT_FOUND' }))).toBe(DEFAULT_ERROR_MESSAGE);
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
