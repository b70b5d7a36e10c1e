import { operatorSetupPayloadSchema, type OperatorSetupPayload } from '@ma/api-client/admin';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { NewPasswordInput } from '@ma/app-kit/new-password-input';
import { FormSubmit } from '@ma/ui/form';
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { z } from 'zod';

/** The API's payload, and the password typed twice. */
export const setupFormSchema = operatorSetupPayloadSchema
  .extend({ passwordAgain: z.string() })
  .refine((values) => values.password === values.passwordAgain, { path: ['passwordAgain'], error: 'As senhas não conferem.' });
export type SetupValues = z.output<typeof setupFormSchema>;

/** The new operator's password (twice) and the code their app shows, proving the enrolment worked. */
export function SetupForm({ email, onSubmit }: { email: string; onSubmit: (values: OperatorSetupPayload) => Promise<unknown> }) {
  const form = useZodForm(setupFormSchema, { password: '', passwordAgain: '', code: '' });
  return (
    <form
      noValidate
      onSubmit={submitWith(
        form,
        (values) => onSubmit({ password: values.password, code: values.code }),
        () => form.setFieldValue('code', ''),
      )}
    >
      <Stack>
        {/* The account the password is for, as password managers look for it. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordInput {...form.getInputProps('password')} />
        <PasswordInput label="Repita a senha" autoComplete="new-password" required {...form.getInputProps('passwordAgain')} />
        <TextInput
          label="Código do app autenticador"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
          {...form.getInputProps('code')}
        />
        <FormSubmit form={form}>Concluir cadastro</FormSubmit>
      </Stack>
    </form>
  );
}
