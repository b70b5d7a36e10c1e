import { accountKeys } from '@ma/api-client/query';
import { setCredentialsMutationOptions } from '@ma/api-client/query/mutations';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EmailInput } from '../../components/email-input.tsx';
import { useApi } from '../../lib/use-api.ts';
import { useReauth } from '../../components/reauth/use-reauth.tsx';
import { ReauthCancelled } from '../../lib/reauth-proof.ts';
import { useZodForm } from '../../lib/form.ts';
import { AccountSection } from './account-section.tsx';
import { NewPasswordInput } from './new-password-input.tsx';
import { showServerError } from '../../lib/server-errors.ts';
import { accountChangedMeanwhile } from './server-errors.ts';

type CredentialsValues = { email: string; password: string };

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.credentialsPayloadSchema);

export const PASSWORD_CREATED = 'Senha criada! Agora você também pode entrar com e-mail e senha.';

/**
 * 'Criar senha', for accounts that have none (Google-only, made from Instagram): POST
 * /v3/account/credentials with the account's e-mail, which it must keep (read-only), or a new
 * one when it has none. The session stays valid; once the account reads `hasPassword`, the page
 * shows the change of password instead.
 */
export function CreatePasswordForm({ email }: { email: string | null }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useZodForm(loadSchema, { email: email ?? '', password: '' });
  const reauth = useReauth();
  const credentials = setCredentialsMutationOptions(api);
  const create = useMutation({
    // A Google account proves it is the person first (docs/decisions/025-re-authentication.md).
    mutationFn: (payload: CredentialsValues) => reauth.run((proof) => credentials.mutationFn({ ...payload, proof })),
    meta: { errorToast: false },
    onSuccess: async () => {
      toast.success(PASSWORD_CREATED);
      await queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    },
    onError: async (error) => {
      if (error instanceof ReauthCancelled) return;
      showServerError(error, form, { fieldOf: { ACCOUNT_ALREADY_EXISTS: 'email', CREDENTIALS_EMAIL_MISMATCH: 'email' } });
      if (accountChangedMeanwhile(error)) await queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    },
  });

  return (
    <AccountSection
      title="Criar senha"
      description="Sua conta entra sem senha (pelo Google ou pelo Instagram). Crie uma para entrar também com e-mail e senha."
    >
      <form
        noValidate
        onSubmit={form.onSubmit((payload) => {
          if (!create.isPending) create.mutate(payload);
        })}
      >
        <Stack gap="md" align="flex-start">
          <EmailInput
            readOnly={email !== null}
            description={email !== null ? 'O e-mail desta conta.' : undefined}
            w="100%"
            maw={420}
            {...form.getInputProps('email')}
          />
          <NewPasswordInput {...form.getInputProps('password')} />
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Salvando...' : 'Criar senha'}
          </Button>
        </Stack>
      </form>
      {reauth.dialog}
    </AccountSection>
  );
}
