import { ApiError } from '@ma/api-client';
import { renderWithTheme } from '@ma/app-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignInForm } from './sign-in-form.tsx';

async function signIn(user: ReturnType<typeof renderWithTheme>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/Senha/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

const renderForm = (onSubmit = vi.fn().mockResolvedValue(undefined)) => ({ onSubmit, ...renderWithTheme(<SignInForm onSubmit={onSubmit} />) });

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
