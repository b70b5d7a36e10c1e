import { ApiError } from '@ma/api-client';
import { renderFormWith, type TestUser } from '@ma/app-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { SignUpForm } from './sign-up-form.tsx';

const valid = {
  companyName: 'Café Aurora Ltda',
  cnpj: '11.222.333/0001-81',
  name: 'Ana Aurora',
  email: 'Ana@Aurora.com.br',
  password: 'senha-da-ana',
};

const renderForm = (onSubmit?: Mock) =>
  renderFormWith((submit) => <SignUpForm onSubmit={submit} signInLink={<a href="/marcas/entrar">Entrar com este e-mail</a>} />, onSubmit);

async function fill(user: TestUser, values: Partial<typeof valid>) {
  if (values.companyName) await user.type(screen.getByLabelText(/Nome da empresa/), values.companyName);
  if (values.cnpj) await user.type(screen.getByLabelText(/CNPJ/), values.cnpj);
  if (values.name) await user.type(screen.getByLabelText(/Seu nome/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/E-mail/), values.email);
  if (values.password) await user.type(screen.getByLabelText(/Senha/), values.password);
}

const submit = (user: TestUser) => user.click(screen.getByRole('button', { name: 'Cadastrar minha marca' }));

describe('SignUpForm', () => {
  it('sends the company and its owner, the CNPJ as typed with its punctuation sent normalized', async () => {
    const { user, onSubmit } = renderForm();
    await fill(user, valid);
    await submit(user);
    expect(onSubmit).toHaveBeenCalledWith({
      companyName: 'Café Aurora Ltda',
      cnpj: '11222333000181',
      name: 'Ana Aurora',
      email: 'ana@aurora.com.br',
      password: 'senha-da-ana',
    });
  });

  it('shows a CNPJ typed without punctuation with its own once the field is left', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/CNPJ/), '12abc34501de35');
    await user.tab();
    expect(screen.getByLabelText(/CNPJ/)).toHaveValue('12.ABC.345/01DE-35');
  });

  it('says what is missing, and refuses a CNPJ whose check digits are wrong, sending nothing', async () => {
    const { user, onSubmit } = renderForm();
    await submit(user);
    expect(await screen.findByText('Informe o nome da empresa.')).toBeInTheDocument();
    expect(screen.getByText('Informe o CNPJ da empresa.')).toBeInTheDocument();
    expect(screen.getByText('Informe seu nome.')).toBeInTheDocument();
    await fill(user, { ...valid, cnpj: '11.222.333/0001-82' });
    await submit(user);
    expect(await screen.findByText('CNPJ inválido.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts a CNPJ already registered on the CNPJ, keeping everything typed', async () => {
    const { user } = renderForm(
      vi.fn().mockRejectedValue(new ApiError(409, { detail: 'Já existe uma marca cadastrada com este CNPJ.', code: 'BRAND_CNPJ_TAKEN' })),
    );
    await fill(user, valid);
    await submit(user);
    expect(await screen.findByText('Já existe uma marca cadastrada com este CNPJ.')).toBeInTheDocument();
    expect(screen.getByLabelText(/CNPJ/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Nome da empresa/)).toHaveValue(valid.companyName);
    expect(screen.getByLabelText(/Senha/)).toHaveValue(valid.password);
  });

  it('puts an e-mail that has an account already on the e-mail, with the way to sign in', async () => {
    const { user } = renderForm(vi.fn().mockRejectedValue(new ApiError(409, { detail: 'Conta já cadastrada.', code: 'ACCOUNT_ALREADY_EXISTS' })));
    await fill(user, valid);
    await submit(user);
    expect(await screen.findByText(/Conta já cadastrada\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Entrar com este e-mail' })).toHaveAttribute('href', '/marcas/entrar');
  });

  it('puts a 422’s messages on their fields (snake_case on the wire, camelCase here)', async () => {
    const refusal = new ApiError(422, {
      detail: 'Dados inválidos.',
      fields: { companyName: 'O nome da empresa pode ter no máximo 120 caracteres.' },
    });
    const { user } = renderForm(vi.fn().mockRejectedValue(refusal));
    await fill(user, valid);
    await submit(user);
    expect(await screen.findByText('O nome da empresa pode ter no máximo 120 caracteres.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Dados inválidos.');
  });

  it('says so when the server cannot be reached, and keeps what was typed', async () => {
    const { user } = renderForm(vi.fn().mockRejectedValue(new ApiError(0, undefined)));
    await fill(user, valid);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/tente novamente/i);
    expect(screen.getByLabelText(/CNPJ/)).toHaveValue(valid.cnpj);
  });
});
