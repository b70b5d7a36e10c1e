import { ApiError } from '@ma/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { fakeApi, pending } from '../../../test/fake-api.ts';
import { RegisterForm } from './register-form.tsx';

describe('RegisterForm', () => {
  it("answers 'Conta já cadastrada' with the ways into that account, under the address, until it changes", async () => {
    const { api } = fakeApi((_method, path) =>
      path === '/v3/account/register'
        ? Promise.reject(new ApiError(409, { detail: 'Conta já cadastrada.', code: 'ACCOUNT_ALREADY_EXISTS' }))
        : pending(),
    );
    const { wrapper } = await createAppWrapper({ api, path: '/register' });
    render(<RegisterForm />, { wrapper });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Nome'));
    await user.paste('Ana Souza');
    await user.click(screen.getByLabelText('E-mail'));
    await user.paste('ana@example.com');
    await user.click(screen.getByLabelText('Senha'));
    await user.paste('segredo-forte');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    const email = screen.getByLabelText('E-mail');
    await within(document.body).findByText(/Conta já cadastrada\./);
    expect(email).toHaveAccessibleDescription(/Conta já cadastrada\. Entrar ou Esqueci a senha/);
    expect(screen.getByRole('link', { name: 'Esqueci a senha' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getAllByRole('link', { name: 'Entrar' })[0]).toHaveAttribute('href', '/login');

    await user.type(email, 'x');
    expect(screen.queryByRole('link', { name: 'Esqueci a senha' })).not.toBeInTheDocument();
  });
});
