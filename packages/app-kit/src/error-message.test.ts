import { ApiError } from '@ma/api-client';
import { DEFAULT_ERROR_MESSAGE } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './error-message.ts';

describe('failureMessage', () => {
  it("is the server's detail", () => {
    expect(failureMessage(new ApiError(409, { detail: ' Esta marca já foi aprovada. ' }))).toBe('Esta marca já foi aprovada.');
  });

  it('is the fallback without a message of the server', () => {
    expect(failureMessage(new ApiError(502, 'Bad gateway'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(failureMessage(new TypeError('Failed to fetch'), 'Sem conexão.')).toBe('Sem conexão.');
  });
});
