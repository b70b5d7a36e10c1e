import { ApiError } from '@ma/api-client';
import { accountKeys } from '@ma/api-client/query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuth } from '../../lib/auth.ts';
import { clearAccessToken } from '../../lib/session.ts';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { accountOf, callsTo, deferred, fakeApi, pending, type Reply } from './account-test-utils.ts';
import { ConfirmEmailPage, VerifyEmailPage } from './confirm-email-page.tsx';

const CONFIRM = '/v3/account/email/confirm';

/** The page as the app draws it (StrictMode mounts its effects twice), signed in or not. */
async function setup(token: string | undefined, reply: Reply, signedIn = false, Page = ConfirmEmailPage) {
  const { api, request } = fakeApi(reply);
  const auth = createAuth();
  if (signedIn) auth.signIn('uma-sessao');
  const { queryClient, wrapper } = await createAppWrapper({ api, auth, path: '/account/confirm-email' });
  if (signedIn) queryClient.setQueryData(accountKeys.me(), accountOf());
  const Providers = wrapper;
  render(<Page token={token} />, {
    wrapper: ({ children }) => (
      <StrictMode>
        <Providers>{children}</Providers>
      </StrictMode>
    ),
  });
  return { request, queryClient, user: userEvent.setup() };
}

afterEach(() => clearAccessToken());

describe('the e-mail confirmation page (/account/confirm-email)', () => {
  it('confirms once per visit, without a session, then sends the creator to sign in with the new address', async () => {
    const answer = deferred<{ email: string }>();
    const { request } = await setup('token-do-link', (method, path) => (path === CONFIRM ? answer.promise : pending()));
    expect(screen.getByRole('status')).toHaveTextContent('Confirmando seu novo e-mail...');
    await act(async () => answer.resolve({ email: 'nova@example.com' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeInTheDocument();
    expect(screen.getByText('nova@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(callsTo(request, CONFIRM)).toHaveLength(1);
    expect(callsTo(request, CONFIRM)[0]?.[2]).toMatchObject({ json: { token: 'token-do-link' } });
  });

  it('leads a signed-in creator to the account page, whose account read is refreshed', async () => {
    const { request, queryClient } = await setup(
      'token-do-link',
      (method, path) => (path === CONFIRM ? Promise.resolve({ email: 'nova@example.com' }) : pending()),
      true,
    );
    expect(await screen.findByRole('link', { name: 'Ir para minha conta' })).toHaveAttribute('href', '/account');
    expect(queryClient.getQueryState(accountKeys.me())?.isInvalidated).toBe(true);
    expect(callsTo(request, CONFIRM)).toHaveLength(1);
  });

  it("shows the server's refusal, with a way on and no retry", async () => {
    const { request } = await setup('token-usado', (method, path) =>
      path === CONFIRM ? Promise.reject(new ApiError(400, { detail: 'Token inválido ou expirado.', code: 'TOKEN_INVALID' })) : pending(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Token inválido ou expirado.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(callsTo(request, CONFIRM)).toHaveLength(1);
  });

  it('offers another try when the server could not be reached', async () => {
    let attempts = 0;
    const { request, user } = await setup('token-do-link', (method, path) => {
      if (path !== CONFIRM) return pending();
      attempts += 1;
      return attempts === 1 ? Promise.reject(new ApiError(0, undefined)) : Promise.resolve({ email: 'nova@example.com' });
    });
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'E-mail confirmado' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(request, CONFIRM)).toHaveLength(2));
  });

  it('asks nothing of the server for a link without its token', async () => {
    const { request } = await setup(undefined, () => pending());
    expect(screen.getByRole('heading', { level: 1, name: 'Token inválido ou expirado.' })).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });
});

describe('the sign-up e-mail confirmation page (/account/verify-email)', () => {
  const VERIFY = '/v3/account/email/verify';

  it('proves the address once per visit, without a session, on its own route', async () => {
    const answer = deferred<{ email: string }>();
    const { request } = await setup('token-do-cadastro', (method, path) => (path === VERIFY ? answer.promise : pending()), false, VerifyEmailPage);
    expect(screen.getByRole('status')).toHaveTextContent('Confirmando seu e-mail...');
    await act(async () => answer.resolve({ email: 'ana@example.com' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Obrigado! O endereço ana@example.com está confirmado como o e-mail da sua conta.');
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(callsTo(request, VERIFY)).toHaveLength(1);
    expect(callsTo(request, VERIFY)[0]?.[2]).toMatchObject({ json: { token: 'token-do-cadastro' } });
    expect(callsTo(request, CONFIRM)).toHaveLength(0);
  });

  it("shows the server's refusal with this link's rules, and no retry", async () => {
    await setup(
      'token-vencido',
      (method, path) =>
        path === VERIFY ? Promise.reject(new ApiError(400, { detail: 'Token inválido ou expirado.', code: 'TOKEN_INVALID' })) : pending(),
      false,
      VerifyEmailPage,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Token inválido ou expirado.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Você também confirma o endereço ao redefinir sua senha em 'Esqueci minha senha'.");
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});
