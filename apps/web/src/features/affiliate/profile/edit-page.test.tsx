import { ApiError } from '@ma/api-client';
import { accountKeys, affiliateKeys } from '@ma/api-client/query';
import type { AffiliateProfile } from '@ma/api-client/schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountOf } from '../../../test/account-fixture.ts';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { affiliateMessages } from '@ma/domain';
import { CPF, CPF_FORMATTED, callsTo, fakeApi, pending, profileFixture, type FakeRequestOptions } from '../affiliate-test-utils.tsx';
import type { Reply } from '../../../test/fake-api.ts';
import { EditPage } from './edit-page.tsx';

const ME = '/v3/affiliate/me';
const PASSWORD_REQUIRED = affiliateMessages.passwordRequired;

const account = (hasPassword = true) => accountOf({ hasPassword, reauthMethods: hasPassword ? ['password'] : ['code'] });

/** A server holding one registration: PATCH answers with `onPatch`'s result and stores it. */
async function setup(onPatch: (options: FakeRequestOptions) => Promise<AffiliateProfile>, hasPassword = true, reply: Reply = () => pending()) {
  let saved = profileFixture();
  const { api, request } = fakeApi(async (method, path, options) => {
    if (path !== ME) return reply(method, path, options);
    if (method === 'patch') saved = await onPatch(options);
    return method === 'patch' ? saved : { affiliate: saved };
  });
  const { queryClient, wrapper } = await createAppWrapper({ api, path: '/affiliate/edit' });
  queryClient.setQueryData(affiliateKeys.me(), { affiliate: saved });
  queryClient.setQueryData(accountKeys.me(), account(hasPassword));
  render(<EditPage />, { wrapper });
  return { request, user: userEvent.setup() };
}

const form = () => screen.getByRole('form', { name: 'Editar afiliação' });
const patches = (request: Awaited<ReturnType<typeof setup>>['request']) => callsTo(request, ME, 'patch');

/** Opens a guarded change ('Trocar ...'), whose field starts empty, and types `text` in it, leaving it: the field. */
async function typeChange(user: UserEvent, start: string, label: string, text: string) {
  await user.click(screen.getByRole('button', { name: start }));
  const field = screen.getByLabelText(label);
  expect(field).toHaveValue('');
  await user.click(field);
  await user.paste(text);
  await user.tab();
  return field;
}

mountToasterForEachTest();

describe('editing the affiliate registration (/affiliate/edit)', () => {
  it('shows the registration formatted, and the CPF, the phone and the PIX key masked', async () => {
    await setup(() => pending());
    expect(screen.getByRole('heading', { level: 1, name: 'Editar afiliação' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Maria Souza');
    expect(within(form()).getByText('***.982.247-**')).toBeInTheDocument();
    expect(within(form()).queryByLabelText('CPF ou CNPJ')).not.toBeInTheDocument();
    expect(within(form()).getByText('(11) *****-4321')).toBeInTheDocument();
    expect(within(form()).queryByLabelText('Telefone / WhatsApp')).not.toBeInTheDocument();
    expect(within(form()).getByText('E-mail: ma***@example.com')).toBeInTheDocument();
    expect(within(form()).queryByLabelText('Chave PIX')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirme sua senha')).not.toBeInTheDocument();
  });

  it('saves the data without touching the CPF, the phone or the PIX key or asking for the password', async () => {
    const { request, user } = await setup(async ({ json }) =>
      profileFixture({ ...(json as Partial<AffiliateProfile>), updatedAt: '2026-11-02T10:00:00.000Z' }),
    );
    await user.clear(screen.getByLabelText('Nome completo'));
    await user.click(screen.getByLabelText('Nome completo'));
    await user.paste('Maria Souza Lima');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(patches(request)).toHaveLength(1));
    const { json } = patches(request)[0]?.[2] ?? {};
    // Undefined fields are not sent (JSON drops them): the CPF, the phone and the key stay as they are.
    expect(json).toEqual({ fullName: 'Maria Souza Lima' });
    expect(await screen.findByText('Cadastro de afiliado salvo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nome completo')).toHaveValue('Maria Souza Lima'));
  });

  it('asks for the password to change the PIX key, on the password field, keeping the new key typed', async () => {
    let attempts = 0;
    const { request, user } = await setup(async ({ json }) => {
      attempts += 1;
      const { password } = json as { password?: string };
      if (!password) throw new ApiError(403, { detail: PASSWORD_REQUIRED, code: 'AFFILIATE_PASSWORD_REQUIRED' });
      if (password !== 'senha-certa') throw new ApiError(403, { detail: 'Senha incorreta.', code: 'AFFILIATE_PASSWORD_INVALID' });
      return profileFixture({ pixKeyType: 'cpf', pixKeyMasked: '***.982.247-**', updatedAt: '2026-11-02T10:00:00.000Z' });
    });
    await user.click(screen.getByRole('button', { name: 'Trocar chave PIX' }));
    await user.click(screen.getByRole('combobox', { name: 'Tipo da chave PIX' }));
    await user.click(await screen.findByRole('option', { name: 'CPF' }));
    await user.click(screen.getByLabelText('Chave PIX'));
    await user.paste(CPF_FORMATTED);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    const password = () => screen.getByLabelText('Confirme sua senha');
    await waitFor(() => expect(password()).toHaveAccessibleDescription(new RegExp(PASSWORD_REQUIRED.replace(/[./]/g, '\\$&'))));
    expect(within(form()).getByRole('alert')).toHaveTextContent(PASSWORD_REQUIRED);
    expect(screen.getByLabelText('Chave PIX')).toHaveValue(CPF_FORMATTED);

    await user.click(password());
    await user.paste('senha-errada');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(form()).findByText('Senha incorreta.')).toBeInTheDocument();

    await user.clear(password());
    await user.paste('senha-certa');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(attempts).toBe(3));
    expect(patches(request)[2]?.[2]).toMatchObject({ json: { pixKeyType: 'cpf', pixKey: CPF, password: 'senha-certa' } });
    expect(await screen.findByText('Cadastro de afiliado salvo.')).toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByText('CPF: ***.982.247-**')).toBeInTheDocument());
    expect(screen.queryByLabelText('Confirme sua senha')).not.toBeInTheDocument();
  });

  it.each([
    { field: 'Chave PIX', change: 'Trocar chave PIX', keep: 'Manter a chave atual', typed: 'outra@example.com', asksPassword: true },
    { field: 'CPF ou CNPJ', change: 'Trocar CPF/CNPJ', keep: 'Manter o documento atual', typed: CPF, asksPassword: true },
    { field: 'Telefone / WhatsApp', change: 'Trocar telefone', keep: 'Manter o telefone atual', typed: '71987651234', asksPassword: false },
  ])('keeps the current $field when its change is given up, and then asks no password', async ({ field, change, keep, typed, asksPassword }) => {
    const { request, user } = await setup(async () => profileFixture());
    await user.click(screen.getByRole('button', { name: change }));
    expect(screen.queryByLabelText('Confirme sua senha') !== null).toBe(asksPassword);
    await user.click(screen.getByLabelText(field));
    await user.paste(typed);
    await user.click(screen.getByRole('button', { name: keep }));
    expect(screen.queryByLabelText('Confirme sua senha')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(patches(request)).toHaveLength(1));
    expect(patches(request)[0]?.[2]?.json).toEqual({ fullName: 'Maria Souza' });
  });

  it('changes the CPF/CNPJ only with the password, one password for it and the PIX key', async () => {
    const { request, user } = await setup(async ({ json }) => {
      const { password } = json as { password?: string };
      if (!password) throw new ApiError(403, { detail: PASSWORD_REQUIRED, code: 'AFFILIATE_PASSWORD_REQUIRED' });
      return profileFixture({ documentMasked: '**.ABC.345/01DE-**', updatedAt: '2026-11-02T10:00:00.000Z' });
    });
    const document = await typeChange(user, 'Trocar CPF/CNPJ', 'CPF ou CNPJ', '12abc34501de35');
    // Tidied on leaving the field, as on registering.
    expect(document).toHaveValue('12.ABC.345/01DE-35');
    await user.click(screen.getByRole('button', { name: 'Trocar chave PIX' }));
    expect(screen.getAllByLabelText('Confirme sua senha')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Manter a chave atual' }));
    // Still asked: the CPF change is open.
    await user.click(screen.getByLabelText('Confirme sua senha'));
    await user.paste('senha-certa');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(patches(request)).toHaveLength(1));
    expect(patches(request)[0]?.[2]?.json).toEqual({
      fullName: 'Maria Souza',
      document: '12ABC34501DE35',
      password: 'senha-certa',
    });
    expect(await screen.findByText('Cadastro de afiliado salvo.')).toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByText('**.ABC.345/01DE-**')).toBeInTheDocument());
    expect(screen.queryByLabelText('Confirme sua senha')).not.toBeInTheDocument();
  });

  it('sends a new phone only when one is typed, and asks no password for it', async () => {
    const { request, user } = await setup(async ({ json }) => {
      const { phone } = json as { phone?: string };
      return profileFixture({ phoneMasked: phone ? '(71) *****-1234' : '(11) *****-4321', updatedAt: '2026-11-02T10:00:00.000Z' });
    });
    const phone = await typeChange(user, 'Trocar telefone', 'Telefone / WhatsApp', '71 98765 1234');
    // Tidied on leaving the field, as on registering.
    expect(phone).toHaveValue('(71) 98765-1234');
    expect(screen.queryByLabelText('Confirme sua senha')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(patches(request)).toHaveLength(1));
    expect(patches(request)[0]?.[2]?.json).toEqual({ fullName: 'Maria Souza', phone: '+5571987651234' });
    await waitFor(() => expect(within(form()).getByText('(71) *****-1234')).toBeInTheDocument());
    expect(within(form()).queryByLabelText('Telefone / WhatsApp')).not.toBeInTheDocument();
  });

  it('asks an account without a password to confirm it is them when saving a new key, keeping the key typed', async () => {
    const required = new ApiError(403, { detail: 'Confirme que é você para continuar.', code: 'REAUTH_REQUIRED' });
    const config = { googleClientId: null, demoMode: true, mailDelivery: 'outbox', instagramSignUp: false, aiAvailable: false };
    const { request, user } = await setup(
      () => Promise.reject(required),
      false,
      (_method, path) => (path === '/v3/config' ? Promise.resolve(config) : pending()),
    );
    await user.click(screen.getByRole('button', { name: 'Trocar chave PIX' }));
    expect(screen.queryByLabelText('Confirme sua senha')).not.toBeInTheDocument();
    expect(screen.getByText('Ao salvar, vamos pedir que você confirme que é você.')).toBeInTheDocument();
    await user.type(within(form()).getByLabelText('Chave PIX'), 'nova@example.com');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme que é você' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('button', { name: 'Enviar código' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(form()).getByLabelText('Chave PIX')).toHaveValue('nova@example.com');
    expect(patches(request)).toHaveLength(1);
  });

  it("shows the CPF, the phone and the PIX key whole on 'Mostrar', once the password confirms it is them", async () => {
    const required = new ApiError(403, { detail: 'Confirme que é você para continuar.', code: 'REAUTH_REQUIRED' });
    const { request, user } = await setup(
      () => pending(),
      true,
      (_method, path, options) => {
        if (path === '/v3/account/reauth') return Promise.resolve({ proof: 'prova', expiresIn: 600 });
        if (path === '/v3/affiliate/me/full')
          return options.headers?.['X-Reauth'] === 'prova'
            ? Promise.resolve({ document: CPF, phone: '+5571987654321', pixKey: 'ana.pix@example.com' })
            : Promise.reject(required);
        return pending();
      },
    );
    expect(screen.queryByText(/ana\.pix@example\.com/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar Telefone / WhatsApp' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar CPF ou CNPJ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme que é você' }, { timeout: 10_000 });
    await user.type(within(dialog).getByLabelText('Senha'), 'senha-certa');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(CPF)).toBeInTheDocument();
    expect(screen.getByText(/ana\.pix@example\.com/)).toBeInTheDocument();
    expect(screen.getByText('(71) 98765-4321')).toBeInTheDocument();
    expect(callsTo(request, '/v3/affiliate/me/full')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Mostrar/ })).not.toBeInTheDocument();
  });
});
