import { newOperatorPayloadSchema, type NewOperatorPayload, type OperatorRole } from '@ma/api-client/admin';
import { Select, Stack, TextInput } from '@mantine/core';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { FormSubmit } from '@ma/ui/form';
import { ROLE_OPTIONS } from '../../lib/roles.ts';

/** 'Novo operador': e-mail, nome, papel. */
export function NewOperatorForm({ onSubmit }: { onSubmit: (values: NewOperatorPayload) => Promise<unknown> }) {
  const form = useZodForm(newOperatorPayloadSchema, { email: '', name: '', role: 'support' as OperatorRole });
  return (
    <form noValidate onSubmit={submitWith(form, onSubmit)}>
      <Stack>
        <TextInput label="E-mail" type="email" required data-autofocus {...form.getInputProps('email')} />
        <TextInput label="Nome" required {...form.getInputProps('name')} />
        <Select label="Papel" placeholder="Escolha" data={ROLE_OPTIONS} allowDeselect={false} required {...form.getInputProps('role')} />
        <FormSubmit form={form}>Criar operador</FormSubmit>
      </Stack>
    </form>
  );
}
