import { ApiError } from '@ma/api-client';
import { renderFormWith, type TestUser } from '@ma/app-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { NewOperatorForm } from './new-operator-form.tsx';

const fill = async (user: TestUser, values: { email: string; name: string; role: string }) => {
  await user.type(screen.getByLabelText(/E-mail/), values.email);
  await user.type(screen.getByLabelText(/Nome/), values.name);
  await user.click(screen.getByRole('combobox', { name: /Papel/ }));
  await user.click(await screen.findByRole('option', { name: values.role }));
};

const renderForm = (onSubmit?: Mock) => renderFormWith((submit) => <NewOperatorForm onSubmit={submit} />, onSubmit);

describe('NewOperatorForm', () => {
  it('sends the e-mail, the name and the role chosen', async () => {
    const { user, onSubmit } = renderForm();
    await fill(user, { email: 'Suporte@Example.com', name: '  Sara Suporte ', role: 'Financeiro' });
    await user.click(screen.getByRole('button', { name: 'Criar operador' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'suporte@example.com', name: 'Sara Suporte', role: 'finance' });
  });

  it('asks for the e-mail and the name, and offers Suporte as the role', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Criar operador' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Papel/ })).toHaveValue('Suporte');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server’s field message on its field', async () => {
    const detail = 'Já existe um operador com este e-mail.';
    const { user } = renderForm(vi.fn().mockRejectedValue(new ApiError(409, { detail, fields: { email: detail } })));
    await fill(user, { email: 'dup@example.com', name: 'Dup', role: 'Financeiro' });
    await user.click(screen.getByRole('button', { name: 'Criar operador' }));
    expect(await screen.findAllByText(detail)).toHaveLength(2);
  });
});
