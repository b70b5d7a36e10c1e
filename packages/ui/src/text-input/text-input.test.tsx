import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { EmailInput } from './email-input.tsx';
import { PasswordInput } from './password-input.tsx';
import { TextInput } from './text-input.tsx';

describe('PasswordInput', () => {
  it('reveals and hides the typed password with the toggle', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Senha" />);
    const input = screen.getByLabelText('Senha');
    await user.type(input, 'demo12345');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('demo12345');

    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('toggles from the keyboard and reports the change', async () => {
    const user = userEvent.setup();
    const onVisibilityChange = vi.fn();
    render(<PasswordInput label="Senha" onVisibilityChange={onVisibilityChange} />);
    screen.getByRole('button', { name: 'Mostrar senha' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'text');
    expect(onVisibilityChange).toHaveBeenCalledWith(true);
  });

  it('defaults to the current-password autocomplete and shows errors as alerts', () => {
    render(<PasswordInput label="Senha" error="Senha incorreta" />);
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Senha incorreta');
  });
});

describe('TextInput', () => {
  it('links its label and announces its error', () => {
    render(<TextInput label="E-mail" error="Informe um e-mail válido." />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Informe um e-mail válido.');
  });
});

describe('EmailInput', () => {
  it("is 'E-mail' with the phone's e-mail keyboard and the saved addresses, unless the form says otherwise", () => {
    render(<EmailInput error="Informe um e-mail válido." />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('alert')).toHaveTextContent('Informe um e-mail válido.');
  });

  it("takes a sign-in form's autocomplete and its own label", () => {
    render(<EmailInput label="E-mail da marca" autoComplete="username" />);
    expect(screen.getByLabelText('E-mail da marca')).toHaveAttribute('autocomplete', 'username');
  });
});
