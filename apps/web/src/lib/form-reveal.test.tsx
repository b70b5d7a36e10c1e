import { registerPayloadSchema } from '@ma/api-client/schemas';
import { toast } from '@ma/ui/toasts';
import { MantineProvider, TextInput } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@ma/api-client';
import { useZodForm } from './form.ts';
import { showServerError } from './server-errors.ts';

vi.mock('@ma/ui/toasts', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const loadSchema = () => Promise.resolve(registerPayloadSchema);

function SignUp({ serverError }: { serverError?: unknown }) {
  const form = useZodForm(loadSchema, { name: 'Ana', email: '', password: '' });
  return (
    <form noValidate onSubmit={form.onSubmit(() => void showServerError(serverError, form))}>
      <TextInput label="Nome" {...form.getInputProps('name')} />
      <TextInput label="E-mail" {...form.getInputProps('email')} />
      <TextInput label="Senha" {...form.getInputProps('password')} />
      <button type="submit">Criar conta</button>
    </form>
  );
}

const renderForm = (serverError?: unknown) =>
  render(
    <MantineProvider env="test">
      <SignUp serverError={serverError} />
    </MantineProvider>,
  );

/** Lays every element out at `top` (jsdom lays nothing out, and then nothing is said to be out of view). */
const laidOutAt = (top: number) =>
  vi
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockReturnValue({ top, bottom: top + 40, left: 0, right: 300, width: 300, height: 40, x: 0, y: top, toJSON: () => ({}) });

afterEach(() => {
  vi.clearAllMocks();
});

describe('a refused submit brings its first message into view', () => {
  it('focuses the first invalid field and, when it was off screen, says the message in a toast too', async () => {
    laidOutAt(window.innerHeight + 500);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(toast.error).toHaveBeenCalledWith('Informe um e-mail válido.');
  });

  it('focuses the field without a toast when the message is already on screen', async () => {
    laidOutAt(100);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('does the same for a field the server refuses', async () => {
    laidOutAt(100);
    renderForm(new ApiError(422, { detail: 'Dados inválidos.', fields: { email: 'Conta já cadastrada.' } }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo-forte' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByText('Conta já cadastrada.')).toBeInTheDocument();
  });
});
