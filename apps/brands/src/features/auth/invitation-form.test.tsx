import { ApiError } from '@ma/api-client';
import { renderWithTheme } from '@ma/app-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InvitationForm } from './invitation-form.tsx';

describe('InvitationForm', () => {
  it('shows the e-mail invited and sends the password chosen', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithTheme(<InvitationForm email="bia@aurora.com.br" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('E-mail')).toHaveValue('bia@aurora.com.br');
    await user.type(screen.getByLabelText(/Crie sua senha/), 'senha-da-bia');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'senha-da-bia' });
  });

  it('refuses a short password in the API’s words', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithTheme(<InvitationForm email="bia@aurora.com.br" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Crie sua senha/), 'curta');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByText('A senha precisa ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows why an invitation is refused', async () => {
    const detail = 'Convite inválido, expirado ou já usado. Peça um novo convite ao responsável pela marca.';
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(404, { detail, code: 'BRAND_INVITATION_INVALID' }));
    const { user } = renderWithTheme(<InvitationForm email="bia@aurora.com.br" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Crie sua senha/), 'senha-da-bia');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });
});
