import { ApiError } from '@ma/api-client';
import { accountKeys } from '@ma/api-client/query';
import type { AccountInfo } from '@ma/api-client/schemas';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from '../../lib/auth.ts';
import { saveTextFile } from '../../lib/save-text-file.ts';
import { clearAccessToken, readAccessToken } from '../../lib/session.ts';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../test/render-with-toaster.tsx';
import { AccountPage } from './account-page.tsx';
import { accountOf, callsTo, deferred, fakeApi, pending, type Reply } from './account-test-utils.ts';

vi.mock('../../lib/save-text-file.ts', () => ({ saveTextFile: vi.fn() }));

/** The account page on a fake server; GET /v3/account/me answers `account` as it is then. */
async function setup(initial: AccountInfo, reply: Reply = () => pending()) {
  let account = initial;
  const { api, request } = fakeApi((method, path, options) =>
    method === 'get' && path === '/v3/account/me' ? Promise.resolve(account) : reply(method, path, options),
  );
  const auth = createAuth();
  auth.signIn('token-antigo');
  const { queryClient, router, wrapper } = await createAppWrapper({ api, auth, path: '/account' });
  queryClient.setQueryData(accountKeys.me(), account);
  render(<AccountPage />, { wrapper });
  const setAccount = (next: AccountInfo) => {
    account = next;
  };
  return { request, queryClient, router, auth, setAccount, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });
const wrongPassword = (field?: string) =>
  new ApiError(422, {
    detail: 'Senha atual incorreta.',
    code: 'CURRENT_PASSWORD_WRONG',
    ...(field ? { fields: { [field]: 'Senha atual incorreta.' } } : {}),
  });

mountToasterForEachTest();
afterEach(() => {
  clearAccessToken();
  vi.mocked(saveTextFile).mockClear();
});

describe('the account page (/account)', () => {
  it('shows the sections of an account with a password', async () => {
    await setup(accountOf());
    expect(screen.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
    for (const name of ['Nome', 'E-mail', 'Senha', 'Seus dados', 'Excluir conta']) expect(region(name)).toBeInTheDocument();
    expect(within(region('Nome')).getByLabelText('Nome')).toHaveValue('Maria Souza');
    expect(within(region('E-mail')).getByText('maria@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Criar senha' })).not.toBeInTheDocument();
  });

  it('saves the name, says so while saving, and refreshes the account read (the sidebar shows the new name)', async () => {
    const saving = deferred();
    const { request, setAccount, user } = await setup(accountOf(), (method, path) =>
      method === 'patch' && path === '/v3/account/me' ? saving.promise : pending(),
    );
    const name = within(region('Nome')).getByLabelText('Nome');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await within(region('Nome')).findByText('Informe seu nome.')).toBeInTheDocument();
    expect(callsTo(request, '/v3/account/me', 'patch')).toHaveLength(0);

    await user.type(name, '  Ana Lima ');
    await user.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(callsTo(request, '/v3/account/me', 'patch')[0]?.[2]).toMatchObject({ json: { name: 'Ana Lima' } });
    expect(callsTo(request, '/v3/account/me', 'get')).toHaveLength(0);

    setAccount(accountOf({ name: 'Ana Lima' }));
    await act(async () => saving.resolve(undefined));
    expect(await screen.findByText('Nome atualizado!')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(request, '/v3/account/me', 'get')).toHaveLength(1));
    expect(within(region('Nome')).getByLabelText('Nome')).toHaveValue('Ana Lima');
  });

  it('puts a wrong current password on its field and keeps what was typed', async () => {
    let attempts = 0;
    const { request, user } = await setup(accountOf(), (method, path) => {
      if (path !== '/v3/account/password') return pending();
      attempts += 1;
      // The server names the field; an older answer may carry only the code.
      return Promise.reject(wrongPassword(attempts === 1 ? 'currentPassword' : undefined));
    });
    const form = region('Senha');
    await user.type(within(form).getByLabelText('Senha atual'), 'senha-errada');
    await user.type(within(form).getByLabelText('Nova senha'), 'nova-senha-123');
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(within(form).getByLabelText('Senha atual')).toHaveAccessibleDescription(/Senha atual incorreta\./));
    expect(callsTo(request, '/v3/account/password', 'post')[0]?.[2]).toMatchObject({
      json: { currentPassword: 'senha-errada', newPassword: 'nova-senha-123' },
    });
    expect(within(form).getByLabelText('Senha atual')).toHaveValue('senha-errada');
    expect(within(form).getByLabelText('Nova senha')).toHaveValue('nova-senha-123');
    expect(within(form).getByLabelText('Nova senha')).toHaveAccessibleDescription('Use pelo menos 8 caracteres.');

    await user.type(within(form).getByLabelText('Senha atual'), '!');
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(within(form).getByLabelText('Senha atual')).toHaveAccessibleDescription(/Senha atual incorreta\./));
  });

  it('stores the new token after a change of password, as a sign-in does, and says the other devices were signed out', async () => {
    const { auth, user } = await setup(accountOf(), (method, path) =>
      path === '/v3/account/password' ? Promise.resolve({ accessToken: 'token-novo', level: 'silver' }) : pending(),
    );
    const form = region('Senha');
    await user.type(within(form).getByLabelText('Senha atual'), 'senha-atual');
    await user.type(within(form).getByLabelText('Nova senha'), 'curta');
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(form).findByText('A senha precisa ter pelo menos 8 caracteres.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Nova senha'), '-mas-agora-longa');
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada!')).toBeInTheDocument();
    expect(screen.getByText('Por segurança, saímos da sua conta nos outros aparelhos.')).toBeInTheDocument();
    expect(readAccessToken()).toBe('token-novo');
    expect(auth.isLoggedIn()).toBe(true);
    expect(within(form).getByLabelText('Senha atual')).toHaveValue('');
  });

  it('asks for a link to the new e-mail and then says it was sent (the e-mail changes only when it is opened)', async () => {
    let attempts = 0;
    const { request, user } = await setup(accountOf(), (method, path, options) => {
      if (path !== '/v3/account/email') return pending();
      attempts += 1;
      if (attempts === 1) return Promise.reject(new ApiError(422, { detail: 'Esse já é o seu e-mail.', code: 'EMAIL_UNCHANGED' }));
      const { email } = options.json as { email: string };
      return Promise.resolve({ email, message: 'Enviamos um link.' });
    });
    const form = region('E-mail');
    await user.type(within(form).getByLabelText('Novo e-mail'), 'maria@example.com');
    await user.type(within(form).getByLabelText('Senha atual'), 'senha-atual');
    await user.click(within(form).getByRole('button', { name: 'Enviar link de confirmação' }));
    await waitFor(() => expect(within(form).getByLabelText('Novo e-mail')).toHaveAccessibleDescription(/Esse já é o seu e-mail\./));

    await user.clear(within(form).getByLabelText('Novo e-mail'));
    await user.type(within(form).getByLabelText('Novo e-mail'), 'Maria.Nova@Example.com');
    await user.click(within(form).getByRole('button', { name: 'Enviar link de confirmação' }));
    const sent = await within(form).findByRole('status');
    expect(sent).toHaveTextContent('Enviamos um link para maria.nova@example.com');
    expect(sent).toHaveTextContent('Até lá, continue entrando com maria@example.com.');
    expect(callsTo(request, '/v3/account/email', 'post')[1]?.[2]).toMatchObject({
      json: { email: 'maria.nova@example.com', password: 'senha-atual' },
    });

    // 'peça outro link' brings the form back with the address typed.
    await user.click(within(form).getByRole('button', { name: 'peça outro link' }));
    expect(within(form).getByLabelText('Novo e-mail')).toHaveValue('maria.nova@example.com');
  });

  it('keeps the deletion disabled until EXCLUIR is typed; a wrong password stays on its field', async () => {
    const { request, user } = await setup(accountOf(), (method, path) =>
      path === '/v3/account/delete' ? Promise.reject(wrongPassword('password')) : pending(),
    );
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const modal = await screen.findByRole('dialog', { name: 'Excluir sua conta' });
    expect(modal).toHaveTextContent('O histórico de créditos e as comissões já pagas ficam registrados para a contabilidade');
    const confirm = within(modal).getByRole('button', { name: 'Excluir conta' });
    expect(confirm).toBeDisabled();
    await user.type(within(modal).getByLabelText('Senha atual'), 'senha-errada');
    await user.type(within(modal).getByLabelText('Confirmação'), 'excluir');
    expect(confirm).toBeDisabled();
    await user.clear(within(modal).getByLabelText('Confirmação'));
    await user.type(within(modal).getByLabelText('Confirmação'), 'EXCLUIR');
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    await waitFor(() => expect(within(modal).getByLabelText('Senha atual')).toHaveAccessibleDescription(/Senha atual incorreta\./));
    expect(callsTo(request, '/v3/account/delete', 'post')[0]?.[2]).toMatchObject({ json: { password: 'senha-errada', confirmation: 'EXCLUIR' } });
    expect(within(modal).getByLabelText('Confirmação')).toHaveValue('EXCLUIR');
  });

  it('signs out after the deletion, as Sair does, and lands on /login saying so', async () => {
    const { request, auth, router, queryClient, user } = await setup(accountOf(), (method, path) =>
      path === '/v3/account/delete' ? Promise.resolve(undefined) : pending(),
    );
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const modal = await screen.findByRole('dialog', { name: 'Excluir sua conta' });
    await user.type(within(modal).getByLabelText('Senha atual'), 'senha-atual');
    await user.type(within(modal).getByLabelText('Confirmação'), 'EXCLUIR');
    await user.click(within(modal).getByRole('button', { name: 'Excluir conta' }));

    expect(await screen.findByText('Sua conta foi excluída.')).toBeInTheDocument();
    expect(callsTo(request, '/v3/account/delete', 'post')).toHaveLength(1);
    expect(auth.isLoggedIn()).toBe(false);
    expect(readAccessToken()).toBeUndefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(queryClient.getQueryData(accountKeys.me())).toBeUndefined();
  });

  it('downloads the export as a dated JSON file, and says so when it fails', async () => {
    const file = JSON.stringify({ format: 'mais-alcance-export/1', tables: { users: [{ name: 'Maria Souza' }] } });
    let attempts = 0;
    const downloading = deferred<Blob>();
    const { user } = await setup(accountOf(), (method, path, options) => {
      if (path !== '/v3/account/export') return pending();
      expect(options.blob).toBe(true);
      attempts += 1;
      return attempts === 1 ? downloading.promise : Promise.reject(new ApiError(0, undefined));
    });
    const data = region('Seus dados');
    await user.click(within(data).getByRole('button', { name: 'Baixar meus dados' }));
    expect(within(data).getByRole('button', { name: 'Preparando arquivo...' })).toBeDisabled();
    // Node's Blob, as a browser's, reads as text (jsdom's cannot).
    await act(async () => downloading.resolve(new NodeBlob([file], { type: 'application/json' }) as unknown as Blob));
    await waitFor(() => expect(saveTextFile).toHaveBeenCalledOnce());
    const [text, name, type] = vi.mocked(saveTextFile).mock.calls[0] ?? [];
    expect(text).toBe(file);
    expect(name).toMatch(/^mais-alcance-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    expect(type).toBe('application/json');

    await user.click(within(data).getByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByText('Não foi possível baixar seus dados.')).toBeInTheDocument();
    expect(saveTextFile).toHaveBeenCalledOnce();
  });

  it('shows no password field to an account without one: the e-mail goes alone and it may create a password', async () => {
    const { request, setAccount, user } = await setup(accountOf({ hasPassword: false }), (method, path, options) => {
      if (path === '/v3/account/email') return Promise.resolve({ email: (options.json as { email: string }).email, message: '' });
      if (path === '/v3/account/credentials') return Promise.resolve(undefined);
      return pending();
    });
    expect(screen.queryByLabelText('Senha atual')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Senha' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const modal = await screen.findByRole('dialog', { name: 'Excluir sua conta' });
    expect(within(modal).queryByLabelText('Senha atual')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Cancelar' }));

    const email = region('E-mail');
    await user.type(within(email).getByLabelText('Novo e-mail'), 'nova@example.com');
    await user.click(within(email).getByRole('button', { name: 'Enviar link de confirmação' }));
    await within(email).findByRole('status');
    expect(callsTo(request, '/v3/account/email', 'post')[0]?.[2]).toMatchObject({ json: { email: 'nova@example.com' } });

    const create = region('Criar senha');
    expect(within(create).getByLabelText('E-mail')).toHaveValue('maria@example.com');
    expect(within(create).getByLabelText('E-mail')).toHaveAttribute('readonly');
    await user.type(within(create).getByLabelText('Nova senha'), 'senha-nova-123');
    setAccount(accountOf({ hasPassword: true }));
    await user.click(within(create).getByRole('button', { name: 'Criar senha' }));
    expect(await screen.findByText('Senha criada! Agora você também pode entrar com e-mail e senha.')).toBeInTheDocument();
    expect(callsTo(request, '/v3/account/credentials', 'post')[0]?.[2]).toMatchObject({
      json: { email: 'maria@example.com', password: 'senha-nova-123' },
    });
    // The account now has a password: the change of password, and the fields that ask for it.
    expect(await screen.findByRole('region', { name: 'Senha' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Criar senha' })).not.toBeInTheDocument();
    expect(within(region('E-mail')).getByLabelText('Senha atual')).toBeInTheDocument();
  });
});
