import { registerPayloadSchema } from '@ma/api-client/schemas';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FORM_ERROR, useSchemaForm } from './use-schema-form.ts';

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

  it('asks for the schema once the visitor does something on the page, not before', () => {
    const load = vi.fn(loadSchema);
    setup(load);
    expect(load).not.toHaveBeenCalled();
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    });
    expect(load).toHaveBeenCalledTimes(1);
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

  it('submits through onSubmit: no page load, the handler only with values that pass', async () => {
    const { result } = setup();
    const handler = vi.fn();
    const event = { preventDefault: vi.fn() } as unknown as React.FormEvent;
    await act(async () => {
      result.current.onSubmit(handler)(event);
      await loadSchema();
    });
    expect(event.preventDefault).toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors.email).toBe('Informe um e-mail válido.');

    act(() => {
      result.current.setField('name', 'Ana');
      result.current.setField('email', 'ana@example.com');
      result.current.setField('password', 'segredo-forte');
    });
    await act(async () => {
      result.current.onSubmit(handler)(event);
      await loadSchema();
    });
    await waitFor(() => expect(handler).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', password: 'segredo-forte' }));
  });

  it('resets to the initial values with no errors, e.g. after a success', async () => {
    const { result } = setup();
    act(() => result.current.setField('name', 'Ana'));
    await act(async () => {
      await result.current.submit();
    });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ name: '', email: '', password: '' });
    expect(result.current.errors).toEqual({});
    act(() => result.current.reset({ name: 'Bia', email: '', password: '' }));
    expect(result.current.getInputProps('name').value).toBe('Bia');
  });
});

describe('useSchemaForm with values that are not text', () => {
  // The shape of the proposal application form: number inputs give '' while empty, a checkbox,
  // and a rule about the whole form.
  const offerSchema = z
    .object({
      posts: z.number({ error: 'Informe um número.' }).int().min(0),
      value: z.number({ error: 'Informe o valor.' }).positive({ error: 'Informe o valor.' }),
      isNegotiable: z.boolean(),
    })
    .refine((offer) => offer.posts > 0, { error: 'Informe pelo menos uma entrega.' });
  const loadOffer = () => Promise.resolve(offerSchema);
  const setupOffer = () =>
    renderHook(() => useSchemaForm(loadOffer, { posts: 0 as number | string, value: '' as number | string, isNegotiable: false }));

  it('binds a NumberInput, whose onChange gives the value itself, and keeps what it gives', async () => {
    const { result } = setupOffer();
    act(() => result.current.getInputProps('value').onChange(150));
    expect(result.current.values.value).toBe(150);
    act(() => result.current.getInputProps('value').onChange(''));
    expect(result.current.getInputProps('value').value).toBe('');
    // Left empty: leaving it does not flag it, submitting does.
    act(() => result.current.getInputProps('value').onBlur());
    await act(async () => {
      await loadOffer();
    });
    expect(result.current.errors.value).toBeUndefined();
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.errors.value).toBe('Informe o valor.');
  });

  it('binds a checkbox to a boolean field', () => {
    const { result } = setupOffer();
    expect(result.current.getInputProps('isNegotiable', { type: 'checkbox' }).checked).toBe(false);
    const clicked = { currentTarget: { checked: true } } as React.ChangeEvent<HTMLInputElement>;
    act(() => result.current.getInputProps('isNegotiable', { type: 'checkbox' }).onChange(clicked));
    expect(result.current.values.isNegotiable).toBe(true);
    act(() => result.current.getInputProps('isNegotiable', { type: 'checkbox' }).onChange(false));
    expect(result.current.values.isNegotiable).toBe(false);
  });

  it('puts a rule about the whole form under errors.form, cleared by any change', async () => {
    const { result } = setupOffer();
    act(() => result.current.setField('value', 100));
    let parsed: unknown;
    await act(async () => {
      parsed = await result.current.submit();
    });
    expect(parsed).toBeNull();
    expect(result.current.errors).toEqual({ [FORM_ERROR]: 'Informe pelo menos uma entrega.' });
    act(() => result.current.setField('posts', 2));
    expect(result.current.errors.form).toBeUndefined();
    await act(async () => {
      parsed = await result.current.submit();
    });
    expect(parsed).toEqual({ posts: 2, value: 100, isNegotiable: false });
  });

  it("maps a 422's fields: the form's own onto them, others onto errors.form", () => {
    const { result } = setupOffer();
    act(() => result.current.setServerErrors({ value: 'Acima do valor da publi.', totalVideos: 'Campo desconhecido.', other: 'Outro.' }));
    expect(result.current.errors).toEqual({ value: 'Acima do valor da publi.', form: 'Campo desconhecido.' });
    act(() => result.current.setFormError('Tente de novo.'));
    expect(result.current.errors.form).toBe('Tente de novo.');
    act(() => result.current.setFormError(undefined));
    expect(result.current.errors.form).toBeUndefined();
  });
});
