import { registerPayloadSchema } from '@ma/api-client/schemas';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSchemaForm } from './use-schema-form.ts';

const loadSchema = () => Promise.resolve(registerPayloadSchema);
/** A schema that is still downloading until `arrive` is called. */
function slowSchema() {
  let resolve: (schema: typeof registerPayloadSchema) => void = () => undefined;
  const pending = new Promise<typeof registerPayloadSchema>((done) => (resolve = done));
  return { load: () => pending, arrive: () => resolve(registerPayloadSchema) };
}
const setup = (load: () => Promise<typeof registerPayloadSchema> = loadSchema) =>
  renderHook(() => useSchemaForm(load, { name: '', email: '', password: '' }));

describe('useSchemaForm', () => {
  it('resolves to null and shows one pt-BR message per invalid field on submit', async () => {
    const { result } = setup();
    act(() => result.current.setField('email', 'nao-e-email'));
    let parsed: unknown;
    await act(async () => {
      parsed = await result.current.submit();
    });
    expect(parsed).toBeNull();
    expect(result.current.errors).toEqual({
      name: 'Informe seu nome.',
      email: 'Informe um e-mail válido.',
      password: 'A senha precisa ter pelo menos 8 caracteres.',
    });
    expect(result.current.values.email).toBe('nao-e-email');
  });

  it('resolves to the parsed values (trimmed, lower-cased email) when valid', async () => {
    const { result } = setup();
    act(() => {
      result.current.setField('name', '  Ana Souza ');
      result.current.setField('email', ' Ana@Example.COM ');
      result.current.setField('password', 'segredo-forte');
    });
    let parsed: unknown;
    await act(async () => {
      parsed = await result.current.submit();
    });
    expect(parsed).toEqual({ name: 'Ana Souza', email: 'ana@example.com', password: 'segredo-forte' });
  });

  it('clears a field error when the field changes and maps server errors back', async () => {
    const { result } = setup();
    await act(async () => {
      await result.current.submit();
    });
    act(() => result.current.setField('name', 'Ana'));
    expect(result.current.errors.name).toBeUndefined();
    act(() => result.current.setServerErrors({ email: 'Conta já cadastrada.' }));
    expect(result.current.errors.email).toBe('Conta já cadastrada.');
  });

  it('binds an input: typing sets the value, leaving it checks it only once it is filled', async () => {
    const { result } = setup();
    const typed = (value: string) => ({ currentTarget: { value } }) as React.ChangeEvent<HTMLInputElement>;
    act(() => result.current.getInputProps('email').onBlur());
    await act(async () => {
      await loadSchema();
    });
    expect(result.current.errors.email).toBeUndefined();

    act(() => result.current.getInputProps('email').onChange(typed('ana@')));
    expect(result.current.getInputProps('email').value).toBe('ana@');
    act(() => result.current.getInputProps('email').onBlur());
    await waitFor(() => expect(result.current.getInputProps('email').error).toBe('Informe um e-mail válido.'));
    // The untouched fields are not flagged.
    expect(result.current.errors.name).toBeUndefined();
  });

  it('checks one field on leaving it, once the schema has loaded', async () => {
    const schema = slowSchema();
    const { result } = setup(schema.load);
    act(() => result.current.setField('email', 'nao-e-email'));
    act(() => result.current.validateField('email'));
    expect(result.current.errors.email).toBeUndefined();
    await act(async () => schema.arrive());
    await waitFor(() => expect(result.current.errors.email).toBe('Informe um e-mail válido.'));
    expect(result.current.errors.name).toBeUndefined();
  });

  it('drops a check whose field changed while the schema was loading', async () => {
    const schema = slowSchema();
    const { result } = setup(schema.load);
    act(() => result.current.setField('email', 'nao-e-email'));
    act(() => result.current.validateField('email'));
    act(() => result.current.setField('email', 'ana@example.com'));
    await act(async () => schema.arrive());
    expect(result.current.errors.email).toBeUndefined();
  });

  it('lets the API decide when the schema cannot be fetched', async () => {
    const { result } = setup(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    act(() => result.current.setField('email', 'ana@example.com'));
    let parsed: unknown;
    await act(async () => {
      parsed = await result.current.submit();
    });
    expect(parsed).toEqual({ name: '', email: 'ana@example.com', password: '' });
    expect(result.current.errors).toEqual({});
  });
});
