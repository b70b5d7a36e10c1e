import { brandSignInPayloadSchema, type BrandSignInPayload } from '@ma/api-client/brand';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { FormSubmit } from '@ma/ui/form';
import { EmailInput } from '@ma/ui/text-input';
import { PasswordInput, Stack } from '@mantine/core';

/** E-mail and senha; the server's refusal ('Credenciais inválidas.') shows above the button, and what was typed stays. */
export function SignInForm({ onSubmit }: { onSubmit: (values: BrandSignInPayload) => Promise<unknown> }) {
  const form = useZodForm(brandSignInPayloadSchema, { email: '', password: '' });
  return (
    <form noValidate onSubmit={submitWith(form, onSubmit)}>
      <Stack>
        <EmailInput autoComplete="username" required {...form.getInputProps('email')} />
        <PasswordInput label="Senha" autoComplete="current-password" required {...form.getInputProps('password')} />
        <FormSubmit form={form}>Entrar</FormSubmit>
      </Stack>
    </form>
  );
}
