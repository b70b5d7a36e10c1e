import { ApiError } from '@ma/api-client';
import { affiliateKeys } from '@ma/api-client/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { CPF, CPF_FORMATTED, callsTo, fakeApi, pending, profileFixture, type Reply } from '../affiliate-test-utils.tsx';
import { RegisterPage } from './register-page.tsx';

const REGISTER = '/v3/affiliate/register';

async function setup(reply: Reply = pending) {
  const { api, request } = fakeApi(reply);
  const { queryClient, router, wrapper } = await createAppWrapper({ api, path: '/affiliate/register' });
  render(<RegisterPage />, { wrapper });
  return { request, queryClient, router, user: userEvent.setup() };
}

type User = Awaited<ReturnType<typeof setup>>['user'];

const form = () => screen.getByRole('form', { name: 'Cadastro de afiliado' });
/** The message a field shows under it (its role="alert"). */
const errorOf = (label: string) => {
  const input = within(form()).getByLabelText(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** Puts `text` in the field at once (a paste): typing it key by key is slow in jsdom. */
async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function choosePixType(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Tipo da chave PIX' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

async function fillValid(user: User) {
  await enter(user, 'Nome completo', 'Maria Souza');
  await enter(user, 'CPF ou CNPJ', CPF);
  await enter(user, 'Telefone / WhatsApp', '11987654321');
  await choosePixType(user, 'E-mail');
  await enter(user, 'Chave PIX', 'Maria@Example.com');
  await user.click(screen.getByRole('checkbox', { name: 'Li e aceito os termos do programa de afiliados.' }));
}

mountToasterForEachTest();

describe('the affiliate registration (/affiliate/register)', () => {
  it('checks every field with the API’s schema and its words, and sends nothing until they pass', async () => {
    const { request, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await within(form()).findByText('Informe seu nome completo.')).toBeInTheDocument();
    expect(errorOf('CPF ou CNPJ')).toBe('Informe seu CPF ou CNPJ.');
    expect(errorOf('Telefone / WhatsApp')).toBe('Informe seu telefone com DDD.');
    expect(within(form()).getByText('Selecione o tipo da chave PIX.')).toBeInTheDocument();
    expect(within(form()).getByText('Aceite os termos do programa para continuar.')).toBeInTheDocument();
    expect(callsTo(request, REGISTER)).toHaveLength(0);
  });

  it('refuses a CPF with wrong check digits and unchecked terms', async () => {
    const { request, user } = await setup();
    await enter(user, 'Nome completo', 'Maria Souza');
    await enter(user, 'CPF ou CNPJ', '529.982.247-26');
    await enter(user, 'Telefone / WhatsApp', '(11) 98765-4321');
    await choosePixType(user, 'E-mail');
    await enter(user, 'Chave PIX', 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(errorOf('CPF ou CNPJ')).toBe('CPF ou CNPJ inválido.'));
    expect(within(form()).getByText('Aceite os termos do programa para continuar.')).toBeInTheDocument();
    expect(errorOf('Nome completo')).toBeUndefined();
    expect(errorOf('Chave PIX')).toBeUndefined();
    expect(callsTo(request, REGISTER)).toHaveLength(0);
  });

  it('refuses a PIX key that is not of the chosen type, and a landline as a phone key', async () => {
    const { request, user } = await setup();
    await fillValid(user);
    await choosePixType(user, 'CPF');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(errorOf('Chave PIX')).toBe('Chave PIX inválida para o tipo selecionado.'));

    await choosePixType(user, 'Telefone');
    await user.clear(screen.getByLabelText('Chave PIX'));
    await user.paste('(11) 3234-5678');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(errorOf('Chave PIX')).toBe('A chave PIX de telefone precisa ser um celular com DDD.'));
    expect(callsTo(request, REGISTER)).toHaveLength(0);
  });

  it('shows the CPF with its punctuation once the field is left', async () => {
    const { user } = await setup();
    await enter(user, 'CPF ou CNPJ', CPF);
    await user.tab();
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue(CPF_FORMATTED);
  });

  it('puts the server’s 422 on its field and keeps everything typed', async () => {
    const { user } = await setup((method, path) =>
      method === 'post' && path === REGISTER
        ? Promise.reject(new ApiError(422, { detail: 'Dados inválidos.', fields: { phone: 'Este telefone já está em outro cadastro.' } }))
        : pending(),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(errorOf('Telefone / WhatsApp')).toBe('Este telefone já está em outro cadastro.'));
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Maria Souza');
    expect(screen.getByLabelText('Chave PIX')).toHaveValue('Maria@Example.com');
    expect(screen.getByRole('checkbox', { name: 'Li e aceito os termos do programa de afiliados.' })).toBeChecked();
  });

  it('registers with the values the schema normalized, says so and opens the links', async () => {
    const profile = profileFixture();
    const { request, queryClient, router, user } = await setup((method, path) =>
      method === 'post' && path === REGISTER ? Promise.resolve(profile) : pending(),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(callsTo(request, REGISTER, 'post')).toHaveLength(1));
    expect(callsTo(request, REGISTER, 'post')[0]?.[2]).toMatchObject({
      json: { fullName: 'Maria Souza', document: CPF, phone: '+5511987654321', pixKeyType: 'email', pixKey: 'maria@example.com', acceptTerms: true },
    });
    expect(await screen.findByText('Cadastro de afiliado salvo.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate/links'));
    expect(queryClient.getQueryData(affiliateKeys.me())).toEqual({ affiliate: profile });
  });

  it('sends a creator registered meanwhile to the edit page', async () => {
    const { router, user } = await setup((method, path) => {
      if (method === 'post' && path === REGISTER) {
        return Promise.reject(
          new ApiError(409, { detail: 'Você já está cadastrado no programa de afiliados.', code: 'AFFILIATE_ALREADY_REGISTERED' }),
        );
      }
      return path === '/v3/affiliate/me' ? Promise.resolve({ affiliate: profileFixture() }) : pending();
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Você já está cadastrado no programa de afiliados.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate/edit'));
  });

  it('shows the program’s terms from the checkbox', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Ler os termos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termos do programa de afiliados' });
    expect(within(dialog).getByText(/pagas por PIX no dia 15 do mês seguinte/)).toBeInTheDocument();
    expect(within(dialog).getByText(/a comissão é cancelada/)).toBeInTheDocument();
  });
});
