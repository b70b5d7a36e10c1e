import { forgotPasswordMutationOptions } from '@ma/api-client/query/auth-mutations';
import { Button } from '@ma/ui/button';
import { Anchor, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PRERENDERED_FORM_METHOD } from '../../../lib/early-input.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useZodForm } from '../../../lib/form.ts';
import { showServerError } from '../../../lib/server-errors.ts';
import { AuthHeading } from './auth-heading.tsx';
import { DemoMailNote } from './demo-mail-note.tsx';
import { ForgotPasswordSent } from './forgot-password-sent.tsx';
import { EmailInput } from '@ma/ui/text-input';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.forgotPasswordPayloadSchema);

/** /forgot-password: asks for the e-mail; the answer never tells whether an account exists. */
export function ForgotPasswordForm() {
  const api = useApi();
  const form = useZodForm(loadSchema, { email: '' });
  const mutation = useMutation({
    ...forgotPasswordMutationOptions(api),
    meta: { errorToast: false },
    // A 429 says when to try again: its detail is the toast's text.
    onError: (error) => showServerError(error, form, { title: 'Não foi possível enviar o link.' }),
  });

  if (mutation.isSuccess) return <ForgotPasswordSent email={mutation.variables.email} onAgain={() => mutation.reset()} />;

  return (
    <form method={PRERENDERED_FORM_METHOD} noValidate onSubmit={form.onSubmit((payload) => mutation.mutate(payload))}>
      <Stack gap="lg">
        <AuthHeading title="Esqueci minha senha">Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.</AuthHeading>
        <EmailInput {...form.getInputProps('email')} />
        <Button type="submit" variant="primary" fullWidth size="md" loading={mutation.isPending}>
          Enviar link
        </Button>
        <DemoMailNote />
        <Text ta="center" size="sm">
          Lembrou a senha?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Voltar para o login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
