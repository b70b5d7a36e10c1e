import { ApiError } from '@ma/api-client';
import { fillAndPress, renderFormWith, type TestUser } from '@ma/app-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { InviteForm } from './invite-form.tsx';

const invite = (user: TestUser, name: string, email: string) => fillAndPress(user, { Nome: name, 'E-mail': email }, 'Enviar convite');

const renderForm = (onSubmit?: Mock) => renderFormWith((submit) => <InviteForm onSubmit={submit} />, onSubmit);

describe('InviteForm', () => {
  it('sends the name (trimmed) and the e-mail (lower-cased)', async () => {
    const { user, onSubmit } = renderForm();
    await invite(user, '  Bia Brito ', 'Bia@Aurora.com.br');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Bia Brito', email: 'bia@aurora.com.br' });
  });

  it('asks for the name and a valid e-mail', async () => {
    const { user, onSubmit } = renderForm();
    await invite(user, '', 'bia@');
    expect(await screen.findByText('Informe seu nome.')).toBeInTheDocument();
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server’s field message on its field and keeps what was typed', async () => {
    const detail = 'Já existe uma conta com este e-mail.';
    const { user } = renderForm(vi.fn().mockRejectedValue(new ApiError(409, { detail, code: 'ACCOUNT_ALREADY_EXISTS', fields: { email: detail } })));
    await invite(user, 'Bia Brito', 'bia@aurora.com.br');
    expect(await screen.findAllByText(detail)).toHaveLength(2);
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Bia Brito');
  });

  it('shows a refusal of the whole form, such as too many invitations', async () => {
    const detail = 'Muitos convites enviados. Tente novamente em 10 minutos.';
    const { user } = renderForm(vi.fn().mockRejectedValue(new ApiError(429, { detail, code: 'TOO_MANY_BRAND_INVITATIONS' })));
    await invite(user, 'Bia Brito', 'bia@aurora.com.br');
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });
});
