import { ApiError } from '@ma/api-client';
import { fillAndPress, renderFormWith, type TestUser } from '@ma/app-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { LoginForm } from './login-form.tsx';

/** Types what is given and presses 'Entrar'. */
const signIn = (user: TestUser, values: { email?: string; password?: string; code?: string } = {}) =>
  fillAndPress(user, { 'E-mail': values.email, Senha: values.password, Código: values.code }, 'Entrar');

const renderForm = (onSubmit?: Mock) => renderFormWith((submit) => <LoginForm onSubmit={submit} />, onSubmit);

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
