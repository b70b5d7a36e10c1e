import { newOperatorPayloadSchema, type NewOperatorPayload, type OperatorRole } from '@ma/api-client/admin';
import { Button } from '@ma/ui/button';
import { Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { serverErrors, useZodForm } from '../../lib/form.ts';
import { ROLE_OPTIONS } from '../../lib/roles.ts';

/** 'Novo operador': e-mail, nome, papel. */
export function NewOperatorForm({ onSubmit }: { onSubmit: (values: NewOperatorPayload) => Promise<unknown> }) {
  const form = useZodForm(newOperatorPayloadSchema, { email: '', name: '', role: 'support' as OperatorRole });
  const [sending, setSending] = useState(false);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        setSending(true);
        try {
          await onSubmit(values);
        } catch (error) {
          form.setErrors(serverErrors(error, values));
        } finally {
          setSending(false);
        }
      })}
    >
      <Stack>
        <TextInput label="E-mail" type="email" required data-autofocus {...form.getInputProps('email')} />
        <TextInput label="Nome" required {...form.getInputProps('name')} />
        <Select label="Papel" placeholder="Escolha" data={ROLE_OPTIONS} allowDeselect={false} required {...form.getInputProps('role')} />
        <FormError errors={form.errors} />
        <Button type="submit" loading={sending}>
          Criar operador
        </Button>
      </Stack>
    </form>
  );
}
