import { operatorSignInPayloadSchema } from '@ma/api-client/admin';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { FormSubmit } from '@ma/ui/form';
import { EmailInput } from '@ma/ui/text-input';
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';

export type LoginValues = z.output<typeof operatorSignInPayloadSchema>;

/** E-mail, senha and the second factor; the server's refusal ('Credenciais inválidas.') shows above the button. */
export function LoginForm({ onSubmit }: { onSubmit: (values: LoginValues) => Promise<unknown> }) {
  const form = useZodForm(operatorSignInPayloadSchema, { email: '', password: '', code: '' });
  return (
    <form
      noValidate
      // A wrong code or password: the code is typed again, the rest stays.
      onSubmit={submitWith(form, onSubmit, () => form.setFieldValue('code', ''))}
    >
      <Stack>
        <EmailInput autoComplete="username" required {...form.getInputProps('email')} />
        <PasswordInput label="Senha" autoComplete="current-password" required {...form.getInputProps('password')} />
        <TextInput
          label="Código"
          description="Os 6 dígitos do app autenticador, ou um código de recuperação."
          autoComplete="one-time-code"
          inputMode="text"
          required
          {...form.getInputProps('code')}
        />
        <FormSubmit form={form}>Entrar</FormSubmit>
      </Stack>
    </form>
  );
}
