import { isApiError } from '@ma/api-client';
import { publicConfigQueryOptions } from '@ma/api-client/query';
import { registerMutationOptions } from '@ma/api-client/query/auth-mutations';
import { startPublicInstagramMutationOptions } from '@ma/api-client/query/mutations';
import { Button } from '@ma/ui/button';
import { EmailInput, PasswordInput, TextInput } from '@ma/ui/text-input';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconBrandInstagram } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PRERENDERED_FORM_METHOD } from '../../../lib/early-input.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useZodForm } from '../../../lib/form.ts';
import { showServerError } from '../../../lib/server-errors.ts';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in.ts';
import { AuthHeading } from './auth-heading.tsx';
import { DeferredGoogleSignIn } from './deferred-google-sign-in.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.registerPayloadSchema);

export function RegisterForm() {
  const api = useApi();
  const finishSignIn = useFinishSignIn();
  const form = useZodForm(loadSchema, { name: '', email: '', password: '' });

  const mutation = useMutation({
    ...registerMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: finishSignIn,
    onError: (error) => {
      showServerError(error, form, { title: 'Não foi possível criar sua conta.' });
      // The person may already have the account: the ways into it, under the address.
      if (isApiError(error) && error.code === 'ACCOUNT_ALREADY_EXISTS') form.setFieldError('email', <AccountExists />);
    },
  });

  // Sign-up with Instagram, where the server offers it (GET /v3/config): Facebook's consent page,
  // then /instagram/connect (features/connect).
  const { data: config } = useQuery(publicConfigQueryOptions(api));
  const instagram = useMutation({
    ...startPublicInstagramMutationOptions(api),
    meta: { errorTitle: 'Não foi possível cadastrar com o Instagram.' },
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });

  return (
    <form method={PRERENDERED_FORM_METHOD} noValidate onSubmit={form.onSubmit((payload) => mutation.mutate(payload))}>
      <Stack gap="lg">
        <AuthHeading title="Criar conta">Monte seu mídia kit e comece a receber propostas de marcas.</AuthHeading>
        <TextInput label="Nome" autoComplete="name" placeholder="Como você quer ser chamado(a)" {...form.getInputProps('name')} />
        <EmailInput {...form.getInputProps('email')} />
        <PasswordInput label="Senha" autoComplete="new-password" description="Use pelo menos 8 caracteres." {...form.getInputProps('password')} />
        <Button type="submit" variant="primary" fullWidth loading={mutation.isPending} size="md">
          Criar conta
        </Button>
        <DeferredGoogleSignIn text="signup_with" />
        {config?.instagramSignUp && (
          <Button
            type="button"
            variant="secondary"
            fullWidth
            size="md"
            leftSection={<IconBrandInstagram size={20} aria-hidden />}
            loading={instagram.isPending || instagram.isSuccess}
            onClick={() => instagram.mutate()}
          >
            Cadastrar com Instagram
          </Button>
        )}
        <Text ta="center" size="sm">
          Já tem conta?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Entrar
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** 'Conta já cadastrada.' with the ways into that account. */
function AccountExists() {
  return (
    <>
      Conta já cadastrada.{' '}
      <Anchor component={Link} to="/login" size="xs" fw={600}>
        Entrar
      </Anchor>{' '}
      ou{' '}
      <Anchor component={Link} to="/forgot-password" size="xs" fw={600}>
        Esqueci a senha
      </Anchor>
    </>
  );
}
