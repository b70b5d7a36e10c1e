import { ApiError } from '@ma/api-client';
import { registerPayloadSchema } from '@ma/api-client/schemas';
import { toast } from '@ma/ui/toasts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FORM_ERROR, resetTo, useZodForm } from './form.ts';
import { showServerError } from './server-errors.ts';

vi.mock('@ma/ui/toasts', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

const loadSchema = () => Promise.resolve(registerPayloadSchema);
const setup = (load: () => Promise<typeof registerPayloadSchema> = loadSchema) =>
  renderHook(() => useZodForm(load, { name: '', email: '', password: '' }));

/** Submits through the form's own onSubmit; resolves to what the handler got, or null when it was not called. */
async function submit(form: { onSubmit: (handler: (values: unknown) => void) => (event?: never) => void }) {
  let got: unknown = null;
  await act(async () => {
    form.onSubmit((values) => (got = values))();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return got;
}

describe('useZodForm (@mantine/form with the shared schema)', () => {
  it('shows one pt-BR message per invalid field and does not call the handler', async () => {
    const { result } = setup();
    act(() => result.current.setFieldValue('email', 'nao-e-email'));
    expect(await submit(result.current)).toBeNull();
    expect(result.current.errors).toEqual({
      name: 'Informe seu nome.',
      email: 'Informe um e-mail válido.',
      password: 'A senha precisa ter pelo menos 8 caracteres.',
    });
    expect(result.current.values.email).toBe('nao-e-email');
  });

  it("hands the handler the schema's output (trimmed, lower-cased e-mail)", async () => {
    const { result } = setup();
    act(() => result.current.setValues({ name: '  Ana Souza ', email: ' Ana@Example.COM ', password: 'segredo-forte' }));
    expect(await submit(result.current)).toEqual({ name: 'Ana Souza', email: 'ana@example.com', password: 'segredo-forte' });
  });

  it('checks a field on leaving it only once it holds something', async () => {
    const { result } = setup();
    act(() => result.current.getInputProps('email').onBlur());
    await act(() => loadSchema());
    expect(result.current.errors['email']).toBeUndefined();

    act(() => result.current.getInputProps('email').onChange('ana@'));
    act(() => result.current.getInputProps('email').onBlur());
    await waitFor(() => expect(result.current.getInputProps('email').error).toBe('Informe um e-mail válido.'));
    expect(result.current.errors['name']).toBeUndefined();
  });

  it('lets the API decide when the schema cannot be fetched', async () => {
    const { result } = setup(() => Promise.reject(new Error('offline')));
    expect(await submit(result.current)).toEqual({ name: '', email: '', password: '' });
  });

  it('puts a rule about the whole form under FORM_ERROR, cleared by any change', async () => {
    const schema = z.object({ a: z.string(), b: z.string() }).refine((v) => v.a !== v.b, 'Os dois não podem ser iguais.');
    const { result } = renderHook(() => useZodForm(() => Promise.resolve(schema), { a: 'x', b: 'x' }));
    expect(await submit(result.current)).toBeNull();
    expect(result.current.errors).toEqual({ [FORM_ERROR]: 'Os dois não podem ser iguais.' });
    act(() => result.current.setFieldValue('a', 'y'));
    expect(result.current.errors[FORM_ERROR]).toBeUndefined();
  });

  it('resets to new values as the starting point, with no messages', async () => {
    const { result } = setup();
    await submit(result.current);
    act(() => resetTo(result.current, { name: 'Ana', email: '', password: '' }));
    expect(result.current.values).toEqual({ name: 'Ana', email: '', password: '' });
    expect(result.current.errors).toEqual({});
    act(() => result.current.reset());
    expect(result.current.values.name).toBe('Ana');
  });
});

describe('showServerError', () => {
  it("puts a 422's fields on the form's inputs, and a key that is no field under FORM_ERROR", () => {
    const { result } = setup();
    const error = new ApiError(422, { detail: 'Dados inválidos.', fields: { email: 'Conta já cadastrada.', captcha: 'Tente de novo.' } });
    act(() => void showServerError(error, result.current));
    expect(result.current.errors).toEqual({ email: 'Conta já cadastrada.', [FORM_ERROR]: 'Tente de novo.' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts a code about one field on that field, and anything else in a toast', () => {
    const { result } = setup();
    const taken = new ApiError(409, { detail: 'Este e-mail já está em uso.', code: 'ACCOUNT_ALREADY_EXISTS' });
    act(() => void showServerError(taken, result.current, { fieldOf: { ACCOUNT_ALREADY_EXISTS: 'email' } }));
    expect(result.current.errors).toEqual({ email: 'Este e-mail já está em uso.' });

    act(() => void showServerError(new ApiError(500, { detail: 'Falhou.' }), result.current, { message: () => 'Outro texto.' }));
    expect(toast.error).toHaveBeenCalledWith('Outro texto.');
  });

  it("titles the toast with what failed, over the server's words", () => {
    const { result } = setup();
    act(
      () =>
        void showServerError(new ApiError(429, { detail: 'Tente de novo em 1 minuto.' }), result.current, {
          title: 'Não foi possível enviar o link.',
        }),
    );
    expect(toast.error).toHaveBeenCalledWith({ title: 'Não foi possível enviar o link.', message: 'Tente de novo em 1 minuto.' });
  });
});
