import { brandInvitationPayloadSchema, type BrandInvitationPayload } from '@ma/api-client/brand';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { FormSubmit } from '@ma/ui/form';
import { Stack, TextInput } from '@mantine/core';

/** 'Convidar pessoa': the person's name and e-mail; the invitation's link goes to that e-mail. */
export function InviteForm({ onSubmit }: { onSubmit: (values: BrandInvitationPayload) => Promise<unknown> }) {
  const form = useZodForm(brandInvitationPayloadSchema, { name: '', email: '' });
  return (
    <form noValidate onSubmit={submitWith(form, onSubmit)}>
      <Stack>
        <TextInput label="Nome" autoComplete="off" required data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="off"
          description="Enviamos o convite para este e-mail; ele vale por 7 dias."
          required
          {...form.getInputProps('email')}
        />
        <FormSubmit form={form}>Enviar convite</FormSubmit>
      </Stack>
    </form>
  );
}
