import { ApiError } from '@ma/api-client';
import { renderWithTheme } from '@ma/app-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';

/** Types what is given and presses 'Entrar'. */
const signIn = async (user: ReturnType<typeof renderWithTheme>['user'], values: { email?: string; password?: string; code?: string } = {}) => {
  if (values.email) await user.type(screen.getByLabelText(/E-mail/), values.email);
  if (values.password) await user.type(screen.getByLabelText(/Senha/), values.password);
  if (values.code) await user.type(screen.getByLabelText(/Código/), values.code);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
};

const renderForm = (onSubmit = vi.fn().mockResolvedValue(undefined)) => ({ onSubmit, ...renderWithTheme(<LoginForm onSubmit={onSubmit} />) });

describe('LoginForm', () => {
  it('sends the e-mail (trimmed, lower-cased), the password and the code', async () => {
    const { user, onSubmit } = renderForm();
    await signIn(user, { email: ' Operador@Example.com ', password: 'demo-senha', code: ' 123456 ' });
    expect(onSubmit).toHaveBeenCalledWith({ email: 'operador@example.com', password: 'demo-senha', code: '123456' });
  });

  it('says what is missing and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await signIn(user);
    expect(await screen.findByText('Informe sua senha.')).toBeInTheDocument();
    expect(screen.getByText('Informe o código.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and clears the code for another try', async () => {
    const { user } = renderForm(vi.fn().mockRejectedValue(new ApiError(401, { detail: 'Credenciais inválidas.' })));
    await signIn(user, { email: 'operador@example.com', password: 'errada', code: '000000' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciais inválidas.');
    expect(screen.getByLabelText(/Código/)).toHaveValue('');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('operador@example.com');
  });

  it('says so when the server cannot be reached', async () => {
    const { user } = renderForm(vi.fn().mockRejectedValue(new ApiError(0, undefined)));
    await signIn(user, { email: 'operador@example.com', password: 'x', code: '111111' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/tente novamente/i);
  });
});
