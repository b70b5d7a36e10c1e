import { ApiError } from '@ma/api-client';
import { creditKeys } from '@ma/api-client/query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { deferred, fakeApi, type Reply } from '../../test/fake-api.ts';
import { CouponForm } from './coupon-form.tsx';

const setup = async (reply: Reply) => {
  const { api, request } = fakeApi(reply);
  const { queryClient, wrapper } = await createAppWrapper({ api });
  render(<CouponForm />, { wrapper });
  const field = screen.getByLabelText('Código do cupom');
  return { request, queryClient, field, user: userEvent.setup() };
};
const button = (name: 'Resgatar' | 'Validando...') => screen.getByRole('button', { name });

describe('CouponForm (docs/product/credits.md)', () => {
  it('cannot submit an empty field', async () => {
    const { field, user } = await setup(() => Promise.resolve({}));
    expect(button('Resgatar')).toBeDisabled();
    await user.type(field, 'A');
    expect(button('Resgatar')).toBeEnabled();
  });

  it('refuses a blank code with the docs/product/credits.md message and makes no call', async () => {
    const { field, user, request } = await setup(() => Promise.resolve({}));
    await user.type(field, '    {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Por favor, insira um código de cupom$/);
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the trimmed code; while pending it cannot submit; on success clears the field, says what was won and refreshes credits', async () => {
    const answer = deferred<unknown>();
    const { field, user, request, queryClient } = await setup(() => answer.promise);
    queryClient.setQueryData(creditKeys.balance(), { balance: 0 });
    queryClient.setQueryData(creditKeys.movements(), { items: [] });
    await user.type(field, '  bemvindo10 {Enter}');
    await waitFor(() => expect(button('Validando...')).toBeDisabled());
    expect(request).toHaveBeenCalledWith('post', '/v3/promotional-codes/use', expect.objectContaining({ json: { code: 'bemvindo10' } }));
    await user.type(field, '{Enter}');
    await user.click(button('Validando...'));
    expect(request).toHaveBeenCalledTimes(1);

    answer.resolve({ rewardType: 'credits', rewardAmount: 10 });
    expect(await screen.findByText('Cupom aplicado! Você ganhou 10 créditos.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(button('Resgatar')).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(creditKeys.balance())?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(creditKeys.movements())?.isInvalidated).toBe(true);
  });

  it('shows the server detail of a refusal and keeps the typed code', async () => {
    const { field, user } = await setup(() => Promise.reject(new ApiError(409, { detail: 'Você já usou este cupom.' })));
    await user.type(field, 'BEMVINDO10{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Você já usou este cupom\.$/);
    expect(field).toHaveValue('BEMVINDO10');
  });

  it('falls back to "Código de cupom inválido ou expirado" without a server message', async () => {
    const { field, user } = await setup(() => Promise.reject(new ApiError(0, undefined)));
    await user.type(field, 'XYZ{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Código de cupom inválido ou expirado$/);
  });

  it('takes the message of a server that sends `message` instead of `detail`', async () => {
    const { field, user } = await setup(() => Promise.reject(new ApiError(400, { message: 'Cupom bloqueado.' })));
    await user.type(field, 'XYZ{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Cupom bloqueado\.$/);
  });

  it.each([
    { what: 'the error (an empty code)', sent: ' {Enter}', shown: () => screen.queryByRole('alert') },
    { what: 'the green line', sent: 'BEMVINDO1{Enter}', shown: () => screen.queryByText('Cupom aplicado! Você ganhou 1 crédito.') },
  ])('keeps $what until the creator types again', async ({ sent, shown }) => {
    const { field, user } = await setup(() => Promise.resolve({ rewardType: 'credits', rewardAmount: 1 }));
    await user.type(field, sent);
    await waitFor(() => expect(shown()).toBeInTheDocument());
    await user.type(field, 'O');
    expect(shown()).not.toBeInTheDocument();
  });
});
