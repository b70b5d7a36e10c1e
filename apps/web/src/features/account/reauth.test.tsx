import { ApiError } from '@ma/api-client';
import { accountKeys } from '@ma/api-client/query';
import type { AccountInfo } from '@ma/api-client/schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountPage } from './account-page.tsx';
import { createAuth } from '../../lib/auth.ts';
import { saveTextFile } from '../../lib/save-text-file.ts';
import { leaveFor, takeReturn } from '../../components/reauth/instagram-return.ts';
import type * as InstagramReturn from '../../components/reauth/instagram-return.ts';
import { clearAccessToken } from '../../lib/session.ts';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { accountOf, callsTo, fakeApi, pending, type Reply } from './account-test-utils.ts';
import { mountToasterForEachTest } from '../../test/render-with-toaster.tsx';

vi.mock('../../lib/save-text-file.ts', () => ({ saveTextFile: vi.fn() }));
vi.mock('../../components/reauth/instagram-return.ts', async (original) => ({
  ...(await original<typeof InstagramReturn>()),
  leaveFor: vi.fn(),
}));

const required = () => new ApiError(403, { detail: 'Confirme que é você para continuar.', code: 'REAUTH_REQUIRED' });
const proofAnswer = { proof: 'prova-1', expiresIn: 600 };

/** In 'Confirme que é você': `value` typed into the field `label` (in place of what was there), then 'Confirmar'. */
async function confirmWith(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, value: string) {
  const field = within(dialog).getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

/** The account page on a fake server that answers /me, /config, and `reply` for the rest. */
async function setup(account: AccountInfo, reply: Reply) {
  const { api, request } = fakeApi((method, path, options) => {
    if (method === 'get' && path === '/v3/account/me') return Promise.resolve(account);
    if (method === 'get' && path === '/v3/config')
      return Promise.resolve({ googleClientId: null, demoMode: true, mailDelivery: 'outbox', instagramSignUp: false, aiAvailable: false });
    return reply(method, path, options);
  });
  const auth = createAuth();
  auth.signIn('token');
  const { queryClient, wrapper } = await createAppWrapper({ api, auth, path: '/account' });
  queryClient.setQueryData(accountKeys.me(), account);
  render(<AccountPage />, { wrapper });
  return { request, auth, user: userEvent.setup() };
}

const proofHeader = (options: unknown) => (options as { headers?: Record<string, string> }).headers?.['X-Reauth'];

mountToasterForEachTest();
afterEach(() => {
  clearAccessToken();
  vi.mocked(saveTextFile).mockClear();
});

// Whole flows through the account page, typed as a person types: slow on a busy machine.
describe("'Confirme que é você'", { timeout: 60_000 }, () => {
  it('asks the password when the export needs it, shows a wrong one on its field, then downloads without asking again', async () => {
    const { request, user } = await setup(accountOf({ hasPassword: true }), (method, path, options) => {
      if (path === '/v3/account/export')
        return proofHeader(options) === 'prova-1' ? Promise.resolve(new NodeBlob(['{}']) as unknown as Blob) : Promise.reject(required());
      if (path === '/v3/account/reauth') {
        const { password } = options.json as { password: string };
        return password === 'senha-certa'
          ? Promise.resolve(proofAnswer)
          : Promise.reject(
              new ApiError(422, { detail: 'Senha atual incorreta.', code: 'CURRENT_PASSWORD_WRONG', fields: { password: 'Senha atual incorreta.' } }),
            );
      }
      return pending();
    });
    await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme que é você' }, { timeout: 10_000 });
    await confirmWith(user, dialog, 'Senha', 'senha-errada');
    expect(await within(dialog).findByText('Senha atual incorreta.')).toBeInTheDocument();

    await confirmWith(user, dialog, 'Senha', 'senha-certa');
    await waitFor(() => expect(saveTextFile).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog', { name: 'Confirme que é você' })).not.toBeInTheDocument();

    // The proof is kept for its 10 minutes: the next download asks nothing.
    await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    await waitFor(() => expect(saveTextFile).toHaveBeenCalledTimes(2));
    expect(callsTo(request, '/v3/account/reauth')).toHaveLength(2);
    expect(callsTo(request, '/v3/account/export').map(([, , options]) => proofHeader(options))).toEqual([undefined, 'prova-1', 'prova-1']);
  });

  it('mails a code to an account without a password and deletes with what was typed, once confirmed', async () => {
    const { request, auth, user } = await setup(accountOf({ hasPassword: false, reauthMethods: ['code'] }), (method, path, options) => {
      if (path === '/v3/account/delete') return proofHeader(options) === 'prova-1' ? Promise.resolve(undefined) : Promise.reject(required());
      if (path === '/v3/account/reauth/code') return Promise.resolve({ challenge: 'desafio', email: 'm***@example.com', expiresIn: 600 });
      if (path === '/v3/account/reauth') {
        const { code } = options.json as { code: string };
        return code === '123456'
          ? Promise.resolve(proofAnswer)
          : Promise.reject(new ApiError(422, { detail: 'Código incorreto.', code: 'REAUTH_CODE_WRONG', fields: { code: 'Código incorreto.' } }));
      }
      return pending();
    });
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    await user.type(await screen.findByLabelText('Confirmação'), 'EXCLUIR');
    await user.click(screen.getByRole('button', { name: 'Excluir conta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirme que é você' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(await within(dialog).findByText('m***@example.com')).toBeInTheDocument();
    await confirmWith(user, dialog, 'Código', '654321');
    expect(await within(dialog).findByText('Código incorreto.')).toBeInTheDocument();
    await confirmWith(user, dialog, 'Código', '123456');

    await waitFor(() => expect(auth.isLoggedIn()).toBe(false));
    expect(callsTo(request, '/v3/account/reauth', 'post').at(-1)?.[2]?.json).toEqual({ challenge: 'desafio', code: '123456' });
    const deletions = callsTo(request, '/v3/account/delete');
    // The same typed confirmation, sent again with the proof.
    expect(deletions.map(([, , options]) => [options?.json, proofHeader(options)])).toEqual([
      [{ confirmation: 'EXCLUIR' }, undefined],
      [{ confirmation: 'EXCLUIR' }, 'prova-1'],
    ]);
  });

  it('offers Instagram to an account made from Instagram, and says to repeat the action after the round trip', async () => {
    const { request, user } = await setup(accountOf({ email: null, hasPassword: false, reauthMethods: ['instagram'] }), (_method, path) => {
      if (path === '/v3/account/email') return Promise.reject(required());
      if (path === '/v3/account/reauth/instagram') return Promise.resolve({ authorizeUrl: 'https://facebook.example/dialog?state=s1' });
      return pending();
    });
    await user.type(screen.getByLabelText('Novo e-mail'), 'nova@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link de confirmação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme que é você' }, { timeout: 10_000 });
    expect(within(dialog).queryByLabelText('Senha')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Enviar código' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Depois, repita a ação: o que você digitou aqui não fica guardado/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar com o Instagram' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://facebook.example/dialog?state=s1'));
    expect(callsTo(request, '/v3/account/reauth/instagram', 'post')).toHaveLength(1);
    // Instagram's return brings the person back to this page.
    expect(takeReturn()).toBe(window.location.pathname);
  });

  it('stops quietly when closed: no toast, and what was typed stays', async () => {
    const { user } = await setup(accountOf({ hasPassword: false, reauthMethods: ['code'] }), (_method, path) =>
      path === '/v3/account/email' ? Promise.reject(required()) : pending(),
    );
    const email = screen.getByLabelText('Novo e-mail');
    await user.type(email, 'nova@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link de confirmação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme que é você' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirme que é você' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Novo e-mail')).toHaveValue('nova@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar link de confirmação' })).toBeEnabled();
  });
});
