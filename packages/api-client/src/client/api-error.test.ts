import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../schemas/common.ts';
import { ApiError, isApiErrorBody } from './api-error.ts';

const bodies: unknown[] = [
  { detail: 'Cupom expirado.' },
  { detail: 'Dados inválidos.', code: 'VALIDATION_FAILED', fields: { email: 'Informe um e-mail válido.' } },
  { detail: 'x', extra: 1 },
  { detail: 'x', code: 42 },
  { detail: 'x', code: null },
  { detail: 'x', code: 'NOT_A_CODE_OF_THE_TABLE' },
  { detail: 'x', fields: { email: 1 } },
  { detail: 'x', fields: ['a'] },
  { detail: 'x', fields: null },
  { detail: 1 },
  { message: 'INSTAGRAM_NOT_FOUND' },
  [],
  'bad gateway',
  null,
  undefined,
];

describe('ApiError', () => {
  it('accepts the bodies apiErrorBodySchema accepts, and a code it does not know yet', () => {
    const withUnknownCode = (body: unknown) => JSON.stringify(body) === JSON.stringify({ detail: 'x', code: 'NOT_A_CODE_OF_THE_TABLE' });
    for (const body of bodies) {
      expect(isApiErrorBody(body), JSON.stringify(body)).toBe(apiErrorBodySchema.safeParse(body).success || withUnknownCode(body));
    }
  });

  it('reads the detail, code and fields of the contract body', () => {
    const error = new ApiError(422, { detail: 'Dados inválidos.', code: 'VALIDATION_FAILED', fields: { email: 'Informe um e-mail válido.' } });
    expect(error).toMatchObject({ status: 422, message: 'Dados inválidos.', code: 'VALIDATION_FAILED', hasServerMessage: true });
    expect(error.fields).toEqual({ email: 'Informe um e-mail válido.' });
  });

  it('keeps a code the table does not know as it came, for isErrorCode to refuse where the table is read', () => {
    expect(new ApiError(400, { detail: 'x', code: 'SOMETHING_NEW' })).toMatchObject({ message: 'x', code: 'SOMETHING_NEW' });
  });

  it('keeps a readable detail or message from any other body, without code or fields', () => {
    expect(new ApiError(400, { detail: 'x', code: 42 })).toMatchObject({ message: 'x', code: undefined, fields: {} });
    expect(new ApiError(400, { message: 'Cupom bloqueado.' })).toMatchObject({ message: 'Cupom bloqueado.', hasServerMessage: true });
    expect(new ApiError(502, 'bad gateway')).toMatchObject({ message: 'HTTP 502', hasServerMessage: false, fields: {} });
  });
});
