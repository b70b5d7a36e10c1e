import { ApiError } from '@ma/api-client';
import { accountKeys } from '@ma/api-client/query';
import type { AccountInfo } from '@ma/api-client/schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { callsTo, fakeApi, pending, type FakeRequestOptions } from '../../../test/fake-api.ts';
import { accountOf } from '../connect-test-utils.tsx';
import { CongratsPage } from './congrats-page.tsx';

type Reply = (method: string, path: string, options: FakeRequestOptions) => Promise<unknown>;

async function setup(account: AccountInfo, reply: Reply = pending) {
  const { api, request } = fakeApi(reply);
  const { queryClient, wrapper } = await createAppWrapper({ api, path: '/media-kit/congrats' });
  queryClient.setQueryData(accountKeys.me(), account);
  render(<CongratsPage />, { wrapper });
  return { request, queryClient, user: userEvent.setup() };
}

mountToasterForEachTest();

describe('the congrats page (/media-kit/congrats)', () => {
  it('celebrates the level with its medal and sends a Bronze creator to finish the kit', async () => {
    await setup(accountOf({ level: 'bronze' }, [{ network: 'instagram', username: 'maria' }]));
    expect(screen.getByRole('heading', { level: 1, name: 'Parabéns!' })).toBeInTheDocument();
    expect(screen.getByText('Seu nível: Bronze')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nível Bronze' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar mídia kit' })).toHaveAttribute('href', '/media-kit/edit');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('sends a Prata creator to connect the network that is missing', async () => {
    await setup(accountOf({ level: 'silver' }, [{ network: 'instagram', username: 'maria' }]));
    expect(screen.getByRole('heading', { name: 'Conecte seu TikTok para chegar ao Ouro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conectar TikTok' })).toHaveAttribute('href', '/media-kit/connect');
  });

  it('sends an Ouro creator to the publis and the kit', async () => {
    await setup(
      accountOf({ level: 'gold' }, [
        { network: 'instagram', username: 'maria' },
        { network: 'tiktok', username: 'maria' },
      ]),
    );
    expect(screen.getByRole('img', { name: 'Nível Ouro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver publis' })).toHaveAttribute('href', '/publis');
    expect(screen.getByRole('link', { name: 'Ver meu mídia kit' })).toHaveAttribute('href', '/media-kit/edit');
  });

  it('asks for no access when the account has a password', async () => {
    await setup(accountOf({ hasPassword: true }));
    expect(screen.queryByRole('heading', { name: 'Crie seu acesso' })).not.toBeInTheDocument();
  });

  it('lets an account made from Instagram create its e-mail and password, checked like the API checks them', async () => {
    let account = accountOf({ level: 'bronze', email: null, hasPassword: false });
    const { request, user } = await setup(account, (method, path) => {
      if (method === 'post' && path === '/v3/account/credentials') {
        account = { ...account, user: { ...account.user, email: 'ana@example.com', hasPassword: true } };
        return Promise.resolve(undefined);
      }
      if (path === '/v3/account/me') return Promise.resolve(account);
      return pending();
    });
    const form = screen.getByRole('region', { name: 'Crie seu acesso' });
    await user.click(within(form).getByRole('button', { name: 'Salvar acesso' }));
    expect(await within(form).findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(within(form).getByText('A senha precisa ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(callsTo(request, '/v3/account/credentials')).toHaveLength(0);

    await user.type(within(form).getByLabelText('E-mail'), 'Ana@Example.com');
    await user.type(within(form).getByLabelText('Senha'), 'senha-segura-1');
    // The show/hide toggle of the shared password input.
    await user.click(within(form).getByRole('button', { name: 'Mostrar senha' }));
    expect(within(form).getByLabelText('Senha')).toHaveAttribute('type', 'text');
    await user.click(within(form).getByRole('button', { name: 'Salvar acesso' }));

    await waitFor(() => expect(callsTo(request, '/v3/account/credentials', 'post')).toHaveLength(1));
    expect(callsTo(request, '/v3/account/credentials', 'post')[0]?.[2]).toMatchObject({
      json: { email: 'ana@example.com', password: 'senha-segura-1' },
    });
    expect(await screen.findByText('Acesso criado! Agora você também pode entrar com e-mail e senha.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Crie seu acesso' })).not.toBeInTheDocument());
  });

  it("puts the server's e-mail refusal on the field, and toasts 'A senha já foi definida.'", async () => {
    let attempts = 0;
    const { user } = await setup(accountOf({ email: null, hasPassword: false }), (method, path) => {
      if (path !== '/v3/account/credentials') return pending();
      attempts += 1;
      return Promise.reject(
        attempts === 1
          ? new ApiError(409, { detail: 'Conta já cadastrada.', code: 'ACCOUNT_ALREADY_EXISTS', fields: { email: 'Conta já cadastrada.' } })
          : new ApiError(409, { detail: 'A senha já foi definida.', code: 'PASSWORD_ALREADY_SET' }),
      );
    });
    const form = screen.getByRole('region', { name: 'Crie seu acesso' });
    await user.type(within(form).getByLabelText('E-mail'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Senha'), 'senha-segura-1');
    await user.click(within(form).getByRole('button', { name: 'Salvar acesso' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Conta já cadastrada.');

    await user.click(within(form).getByRole('button', { name: 'Salvar acesso' }));
    expect(await screen.findByText('A senha já foi definida.')).toBeInTheDocument();
  });

  it('keeps the e-mail of an account that has one, read-only', async () => {
    await setup(accountOf({ email: 'maria@example.com', hasPassword: false }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
  });
});
