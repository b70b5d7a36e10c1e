import { isApiError } from '@ma/api-client';
import { resetPasswordMutationOptions } from '@ma/api-client/query/auth-mutations';
import { passwordSchema } from '@ma/api-client/schemas';
import { Button } from '@ma/ui/button';
import { PasswordInput } from '@ma/ui/text-input';
import { toast } from '@ma/ui/toasts';
import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { failureMessage } from '../../../lib/error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useZodForm } from '../../../lib/form.ts';
import { setServerErrors } from '../../../lib/server-errors.ts';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in.ts';
import { AuthHeading } from './auth-heading.tsx';
import { InvalidResetLink } from './invalid-reset-link.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

// The new password follows the sign-up rule (the shared schema the API checks too).
const newPasswordSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, { path: ['confirmation'], error: 'As senhas não são iguais.' });
// zod is on this page from the start anyway: the strength meter reads the shared rule.
const loadSchema = () => Promise.resolve(newPasswordSchema);

// The codes that say the link's token is bad (docs/product/errors-and-messages.md), not that the server failed.
const tokenCodes: readonly (string | undefined)[] = ['TOKEN_INVALID', 'TOKEN_ERROR'];

/** The link itself is bad: a token error code (docs/product/errors-and-messages.md), or its own fields refused. */
const isDeadLink = (error: unknown) =>
  isApiError(error) && (tokenCodes.includes(error.code) || Boolean(error.fields['resetToken'] ?? error.fields['email']));

/** /reset-password?email=...&reset_token=...: a new password, then the user is signed in. */
export function ResetPasswordForm({ email, resetToken }: { email: string | undefined; resetToken: string | undefined }) {
  const finishSignIn = useFinishSignIn();
  const form = useZodForm(loadSchema, { password: '', confirmation: '' });
  const mutation = useMutation({
    ...resetPasswordMutationOptions(useApi()),
    meta: { errorToast: false },
    onSuccess: async (answer) => {
      toast.success({ title: 'Senha redefinida!', message: 'Você já entrou na sua conta com a nova senha.' });
      await finishSignIn(answer);
    },
    onError: (error) => {
      // A dead link replaces the form (below); a refused password shows on its field.
      if (isDeadLink(error)) return;
      if (isApiError(error) && error.fields['password']) return setServerErrors(form, { password: error.fields['password'] });
      toast.error({ title: 'Não foi possível redefinir a senha.', message: failureMessage(error) });
    },
  });

  if (!email || !resetToken || (mutation.isError && isDeadLink(mutation.error))) return <InvalidResetLink />;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate({ email, resetToken, password: values.password }))}>
      <Stack gap="lg">
        <AuthHeading title="Criar nova senha">
          Para a conta <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>. Depois de salvar, você entra na conta e os outros aparelhos saem
          dela.
        </AuthHeading>
        <Stack gap={8}>
          <PasswordInput
            label="Nova senha"
            autoComplete="new-password"
            description="Use pelo menos 8 caracteres. Misturar letras, números e símbolos deixa a senha mais forte."
            {...form.getInputProps('password')}
          />
          <PasswordStrengthMeter password={form.values.password} />
        </Stack>
        <PasswordInput label="Confirme a nova senha" autoComplete="new-password" {...form.getInputProps('confirmation')} />
        <Button type="submit" variant="primary" fullWidth size="md" loading={mutation.isPending}>
          Salvar nova senha
        </Button>
      </Stack>
    </form>
  );
}
