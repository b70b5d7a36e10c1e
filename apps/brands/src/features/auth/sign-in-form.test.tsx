import { ApiError } from '@ma/api-client';
import { fillAndPress, renderFormWith, type TestUser } from '@ma/app-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { SignInForm } from './sign-in-form.tsx';

const signIn = (user: TestUser, email: string, password: string) => fillAndPress(user, { 'E-mail': email, Senha: password }, 'Entrar');

const renderForm = (onSubmit?: Mock) => renderFormWith((submit) => <SignInForm onSubmit={submit} />, onSubmit);

describe('SignInForm', () => {
  it('sends the e-mail (trimmed, lower-cased) and the password', async () => {
    const { user, onSubmit } = renderForm();
    await signIn(user, ' Ana@Aurora.com.br ', 'senha-da-ana');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@aurora.com.br', password: 'senha-da-ana' });
  });

  it('says what is missing and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await signIn(user, '', '');
    expect(await screen.findByText('Informe sua senha.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal, and keeps what was typed', async () => {
    const { user } = renderForm(vi.fn().mockRejectedValue(new ApiError(401, { detail: 'Credenciais inválidas.', code: 'INVALID_CREDENTIALS' })));
    await signIn(user, 'ana@aurora.com.br', 'errada-123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciais inválidas.');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@aurora.com.br');
    // A change clears the refusal.
    await user.type(screen.getByLabelText(/Senha/), '4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
