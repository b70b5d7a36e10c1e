import { brandInvitationAcceptPayloadSchema, type BrandInvitationAcceptPayload } from '@ma/api-client/brand';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { NewPasswordInput } from '@ma/app-kit/new-password-input';
import { FormSubmit } from '@ma/ui/form';
import { EmailInput } from '@ma/ui/text-input';
import { Stack } from '@mantine/core';

/**
 * The invitee's password, under their e-mail (shown, not typed: the invitation is to it, and a
 * password manager saves the two together).
 */
export function InvitationForm({ email, onSubmit }: { email: string; onSubmit: (values: BrandInvitationAcceptPayload) => Promise<unknown> }) {
  const form = useZodForm(brandInvitationAcceptPayloadSchema, { password: '' });
  return (
    <form noValidate onSubmit={submitWith(form, onSubmit)}>
      <Stack>
        <EmailInput autoComplete="username" value={email} readOnly />
        <NewPasswordInput label="Crie sua senha" data-autofocus {...form.getInputProps('password')} />
        <FormSubmit form={form}>Aceitar convite</FormSubmit>
      </Stack>
    </form>
  );
}
