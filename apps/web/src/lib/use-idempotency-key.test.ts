import { ApiError } from '@ma/api-client';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key.ts';

const body = { text: 'Bom dia!', ugcScriptId: null };
const failure = (status: number, code?: string) => new ApiError(status, { detail: 'Falhou.', ...(code && { code }) });

describe('useIdempotencyKey', () => {
  const hook = () => renderHook(() => useIdempotencyKey()).result.current;

  it('keeps the key of a request whose outcome is unknown: no answer, a 500, a 503', () => {
    for (const error of [new TypeError('Failed to fetch'), new ApiError(0, undefined), failure(500), failure(503, 'DATABASE_UNAVAILABLE')]) {
      const idempotency = hook();
      const key = idempotency.keyFor(body);
      expect(key).toMatch(/^[a-f0-9]{32}$/);
      expect(idempotency.settleAfter(error)).toBe(false);
      expect(idempotency.keyFor({ ...body })).toBe(key);
    }
  });

  it('takes a new key once the outcome is known: a success, a 4xx refusal, a refunded failure', () => {
    const idempotency = hook();
    const first = idempotency.keyFor(body);
    idempotency.settle();
    const second = idempotency.keyFor(body);
    expect(second).not.toBe(first);
    for (const error of [failure(402, 'INSUFFICIENT_CREDITS'), failure(409, 'IDEMPOTENCY_KEY_REUSED'), failure(502, 'VOICE_SYNTHESIS_FAILED')]) {
      const before = idempotency.keyFor(body);
      expect(idempotency.settleAfter(error)).toBe(true);
      expect(idempotency.keyFor(body)).not.toBe(before);
    }
  });

  it('takes a new key when the creator changes what is asked', () => {
    const idempotency = hook();
    const key = idempotency.keyFor(body);
    idempotency.settleAfter(failure(503));
    expect(idempotency.keyFor({ ...body, text: 'Boa noite!' })).not.toBe(key);
  });
});
