import { ApiError } from '@ma/api-client';
import { creditKeys } from '@ma/api-client/query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWrapper, deferred, fakeApi } from './credits-test-utils.tsx';
import { useCouponForm } from './use-coupon-form.ts';

const setup = (reply: Parameters<typeof fakeApi>[0]) => {
  const { api, request } = fakeApi(reply);
  const { queryClient, wrapper } = createWrapper();
  const { result } = renderHook(() => useCouponForm(api), { wrapper });
  return { result, request, queryClient };
};

describe('useCouponForm', () => {
  it('cannot submit an empty field', () => {
    const { result } = setup(() => Promise.resolve({}));
    expect(result.current.canSubmit).toBe(false);
    act(() => result.current.change('A'));
    expect(result.current.canSubmit).toBe(true);
  });

  it('refuses a blank code with the SPEC message and makes no call', () => {
    const { result, request } = setup(() => Promise.resolve({}));
    act(() => result.current.change('    '));
    act(() => result.current.submit());
    expect(result.current.feedback).toEqual({ kind: 'error', message: 'Por favor, insira um código de cupom' });
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the trimmed code; while pending it cannot submit; on success clears the field, says what was won and refreshes credits', async () => {
    const answer = deferred<unknown>();
    const { result, request, queryClient } = setup(() => answer.promise);
    queryClient.setQueryData(creditKeys.balance(), { balance: 0 });
    queryClient.setQueryData(creditKeys.movements(), { items: [] });
    act(() => result.current.change('  bemvindo10 '));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.pending).toBe(true));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('post', '/v3/promotional-codes/use', expect.objectContaining({ json: { code: 'bemvindo10' } })),
    );
    expect(result.current.canSubmit).toBe(false);
    act(() => result.current.submit());
    expect(request).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve({ rewardType: 'credits', rewardAmount: 10 }));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.code).toBe('');
    expect(result.current.feedback).toEqual({ kind: 'success', message: 'Cupom aplicado! Você ganhou 10 créditos.' });
    expect(queryClient.getQueryState(creditKeys.balance())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(creditKeys.movements())?.isInvalidated).toBe(true);
  });

  it('shows the server detail of a refusal and keeps the typed code', async () => {
    const { result } = setup(() => Promise.reject(new ApiError(409, { detail: 'Você já usou este cupom.' })));
    act(() => result.current.change('BEMVINDO10'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.feedback).toEqual({ kind: 'error', message: 'Você já usou este cupom.' }));
    expect(result.current.code).toBe('BEMVINDO10');
  });

  it('falls back to "Código de cupom inválido ou expirado" without a server message', async () => {
    const { result } = setup(() => Promise.reject(new ApiError(0, undefined)));
    act(() => result.current.change('XYZ'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.feedback).toEqual({ kind: 'error', message: 'Código de cupom inválido ou expirado' }));
  });

  it('takes the message of a server that sends `message` instead of `detail`', async () => {
    const { result } = setup(() => Promise.reject(new ApiError(400, { message: 'Cupom bloqueado.' })));
    act(() => result.current.change('XYZ'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.feedback?.message).toBe('Cupom bloqueado.'));
  });

  it('clears the message when the creator types again', () => {
    const { result } = setup(() => Promise.resolve({}));
    act(() => result.current.change(' '));
    act(() => result.current.submit());
    expect(result.current.feedback).not.toBeNull();
    act(() => result.current.change(' B'));
    expect(result.current.feedback).toBeNull();
  });
});
