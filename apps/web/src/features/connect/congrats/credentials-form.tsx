import { isApiError } from '@ma/api-client';
import { accountKeys } from '@ma/api-client/query';
import { setCredentialsMutationOptions } from '@ma/api-client/query/mutations';
import { Button } from '@ma/ui/button';
import { PasswordInput, TextInput } from '@ma/ui/text-input';
import { toast } from '@ma/ui/toasts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api.ts';
import { useZodForm } from '../../../lib/form.ts';
import { setServerErrors } from '../../../lib/server-errors.ts';
import { connectErrorMessage } from '../connect-error.ts';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.credentialsPayloadSchema);

export const CREDENTIALS_SAVED = 'Acesso criado! Agora você também pode entrar com e-mail e senha.';

/**
 * 'Crie seu acesso': an account made from Instagram (or Google) has no password; this gives it
 * an e-mail and one (POST /v3/account/credentials). An account that already has an e-mail must
 * keep it, so it is shown read-only.
 */
export function CredentialsForm({ email }: { email: string | null }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useZodForm(loadSchema, { email: email ?? '', password: '' });
  const save = useMutation({
    ...setCredentialsMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: () => {
      toast.success(CREDENTIALS_SAVED);
      // hasPassword turns true: the form goes away.
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fields).length > 0) return setServerErrors(form, error.fields);
      toast.error(connectErrorMessage(error));
      // 'A senha já foi definida.': the account read is out of date.
      if (isApiError(error) && error.code === 'PASSWORD_ALREADY_SET') return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="credentials-title">
      <form noValidate onSubmit={form.onSubmit((payload) => save.mutate(payload))}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz={20} id="credentials-title">
              Crie seu acesso
            </Title>
            <Text size="sm" c="dimmed">
              Defina um e-mail e uma senha para entrar no Mais Alcance também sem o Instagram.
            </Text>
          </Stack>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            placeholder="voce@exemplo.com"
            readOnly={email !== null}
            description={email !== null ? 'O e-mail desta conta.' : undefined}
            {...form.getInputProps('email')}
          />
          <PasswordInput label="Senha" autoComplete="new-password" description="Use pelo menos 8 caracteres." {...form.getInputProps('password')} />
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Salvar acesso
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
