import { ApiError } from '@ma/api-client';
import { describe, expect, it } from 'vitest';
import { applyErrorMessage } from './apply-error-message.ts';

describe('applyErrorMessage', () => {
  it("shows the server's reason", () => {
    expect(applyErrorMessage(new ApiError(409, { detail: 'Você já enviou uma proposta para esta publi.' }))).toBe(
      'Você já enviou uma proposta para esta publi.',
    );
  });

  it("falls back to 'Erro desconhecido' without one", () => {
    expect(applyErrorMessage(new ApiError(502, 'bad gateway'))).toBe('Erro desconhecido');
    expect(applyErrorMessage(new TypeError('Failed to fetch'))).toBe('Erro desconhecido');
    expect(applyErrorMessage(undefined)).toBe('Erro desconhecido');
  });
});
