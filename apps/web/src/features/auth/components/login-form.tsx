import { isApiError } from '@ma/api-client';
import { signInMutationOptions } from '@ma/api-client/query/auth-mutations';
import { loginErrorMessage } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { EmailInput, PasswordInput } from '@ma/ui/text-input';
import { toast } from '@ma/ui/toasts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PRERENDERED_FORM_METHOD } from '../../../lib/early-input.ts';
import { serverMessage } from '../../../lib/error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useZodForm } from '../../../lib/form.ts';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in.ts';
import { AuthHeading } from './auth-heading.tsx';
import { DeferredGoogleSignIn } from './deferred-google-sign-in.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.loginCredentialsSchema);

export function LoginForm() {
  const finishSignIn = useFinishSignIn();
  const form = useZodForm(loadSchema, { email: '', password: '' });

  const mutation = useMutation({
    ...signInMutationOptions(useApi()),
    meta: { errorToast: false },
    onSuccess: finishSignIn,
    // 401: 'Credenciais inválidas.'; 429: the server's detail; else 'Falha ao realizar login.'
    onError: (error) => {
      const status = isApiError(error) ? error.status : 0;
      toast.error({ title: loginErrorMessage(status, serverMessage(error)) });
    },
  });

  return (
    <form method={PRERENDERED_FORM_METHOD} noValidate onSubmit={form.onSubmit((credentials) => mutation.mutate(credentials))}>
      <Stack gap="lg">
        <AuthHeading title="Entrar">Que bom ver você de novo! Acesse sua conta para ver as publis.</AuthHeading>
        <EmailInput {...form.getInputProps('email')} />
        <Stack gap={6}>
          <PasswordInput label="Senha" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Esqueci minha senha
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" variant="primary" fullWidth loading={mutation.isPending} size="md">
          Entrar
        </Button>
        <DeferredGoogleSignIn text="signin_with" />
        <Text ta="center" size="sm">
          Ainda não tem conta?{' '}
          <Anchor component={Link} to="/register" fw={600}>
            Criar conta
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
