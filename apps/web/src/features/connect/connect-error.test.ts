import { ApiError } from '@ma/api-client';
import { errorTable } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { connectErrorCodes, connectErrorMessage } from './connect-error.ts';

// docs/product/errors-and-messages.md "Instagram connect", verbatim.
const texts = {
  GENERIC: 'Erro inesperado, tente novamente mais tarde.',
  TOKEN_ERROR: 'Erro inesperado, tente novamente mais tarde.',
  FACEBOOK_PAGES_NOT_FOUND: 'Verifique se selecionou as permissões corretas.',
  INSTAGRAM_NOT_CONNECTED_WITH_PAGE: 'Certifique-se que você tem uma página do Facebook conectada com a sua conta do Instagram.',
  INSTAGRAM_NOT_FOUND: 'Certifique-se que você selecionou todas as opções relacionadas ao perfil enviado no formulário.',
  ACCOUNT_ALREADY_EXISTS: 'Conta já cadastrada.',
  PASSWORD_ALREADY_SET: 'A senha já foi definida.',
} as const;

describe('connectErrorMessage', () => {
  it.each(connectErrorCodes)('shows %s with the product text, as the server words it', (code) => {
    const error = new ApiError(errorTable[code].status, { detail: errorTable[code].message, code });
    expect(connectErrorMessage(error)).toBe(texts[code]);
  });

  it.each(connectErrorCodes)('knows the text of %s even when the server sent no words', (code) => {
    expect(connectErrorMessage(new ApiError(errorTable[code].status, { detail: ' ', code }))).toBe(texts[code]);
  });

  it.each(connectErrorCodes)('shows %s with the product text when the server sends the code as its message', (code) => {
    expect(connectErrorMessage(new ApiError(400, { message: code }))).toBe(texts[code]);
    expect(connectErrorMessage(new ApiError(errorTable[code].status, { detail: code }))).toBe(texts[code]);
  });

  it("shows a bad token's other codes, sent bare, as 'Token inválido ou expirado.', and an unknown code as the generic text", () => {
    expect(connectErrorMessage(new ApiError(400, { message: 'TOKEN_INVALID' }))).toBe('Token inválido ou expirado.');
    expect(connectErrorMessage(new ApiError(400, { message: 'ERROR' }))).toBe('Token inválido ou expirado.');
    expect(connectErrorMessage(new ApiError(400, { message: 'PAGE_TOKEN_MISSING' }))).toBe('Erro inesperado, tente novamente mais tarde.');
  });

  it("shows the server's detail for our own codes (an expired state, a refresh too soon)", () => {
    const detail = 'Este pedido de conexão expirou ou já foi usado. Comece a conexão de novo.';
    expect(connectErrorMessage(new ApiError(400, { detail, code: 'CONNECT_STATE_INVALID' }))).toBe(detail);
  });

  it('falls back to the generic text for anything else, never English', () => {
    expect(connectErrorMessage(new ApiError(502, 'bad gateway'))).toBe('Erro inesperado, tente novamente mais tarde.');
    expect(connectErrorMessage(new TypeError('Failed to fetch'))).toBe('Erro inesperado, tente novamente mais tarde.');
  });
});
