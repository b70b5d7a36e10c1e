import { registerPayloadSchema } from '@ma/api-client/schemas';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSchemaForm } from './use-schema-form.ts';

const setup = () => renderHook(() => useSchemaForm(registerPayloadSchema, { name: '', email: '', password: '' }));

describe('useSchemaForm', () => {
  it('returns null and one pt-BR message per invalid field on submit', () => {
    const { result } = setup();
    act(() => result.current.setField('email', 'nao-e-email'));
    let parsed: unknown;
    act(() => {
      parsed = result.current.submit();
    });
    expect(parsed).toBeNull();
    expect(result.current.errors).toEqual({
      name: 'Informe seu nome.',
      email: 'Informe um e-mail válido.',
      password: 'A senha precisa ter pelo menos 8 caracteres.',
    });
    expect(result.current.values.email).toBe('nao-e-email');
  });

  it('returns the parsed values (trimmed, lower-cased email) when valid', () => {
    const { result } = setup();
    act(() => {
      result.current.setField('name', '  Ana Souza ');
      result.current.setField('email', ' Ana@Example.COM ');
      result.current.setField('password', 'segredo-forte');
    });
    let parsed: unknown;
    act(() => {
      parsed = result.current.submit();
    });
    expect(parsed).toEqual({ name: 'Ana Souza', email: 'ana@example.com', password: 'segredo-forte' });
  });

  it('clears a field error when the field changes and maps server errors back', () => {
    const { result } = setup();
    act(() => {
      result.current.submit();
    });
    act(() => result.current.setField('name', 'Ana'));
    expect(result.current.errors.name).toBeUndefined();
    act(() => result.current.setServerErrors({ email: 'Conta já cadastrada.' }));
    expect(result.current.errors.email).toBe('Conta já cadastrada.');
  });
});
