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
