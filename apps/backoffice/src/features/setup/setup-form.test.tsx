import { ApiError } from '@ma/api-client';
import { renderWithTheme, type TestUser } from '@ma/app-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SetupForm } from './setup-form.tsx';

describe('SetupForm', () => {
  const fill = async (user: TestUser, password: string, again: string, code: string) => {
    await user.type(screen.getByLabelText(/^Senha/), password);
    await user.type(screen.getByLabelText(/Repita a senha/), again);
    await user.type(screen.getByLabelText(/Código do app/), code);
    await user.click(screen.getByRole('button', { name: 'Concluir cadastro' }));
  };

  it('sends the password once and the six digits', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithTheme(<SetupForm email="sara@example.com" onSubmit={onSubmit} />);
    await fill(user, 'senha-forte-1', 'senha-forte-1', '123456');
    expect(onSubmit).toHaveBeenCalledWith({ password: 'senha-forte-1', code: '123456' });
  });

  it('refuses two different passwords, a short one and a code that is not six digits', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithTheme(<SetupForm email="sara@example.com" onSubmit={onSubmit} />);
    await fill(user, 'curta', 'outra', '12ab');
    expect(await screen.findByText('A senha precisa ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('As senhas não conferem.')).toBeInTheDocument();
    expect(screen.getByText('Informe os 6 dígitos do aplicativo.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the code', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(400, { detail: 'Código inválido.' }));
    const { user } = renderWithTheme(<SetupForm email="sara@example.com" onSubmit={onSubmit} />);
    await fill(user, 'senha-forte-1', 'senha-forte-1', '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido.');
    expect(screen.getByLabelText(/Código do app/)).toHaveValue('');
  });
});
