import { accountKeys } from '@ma/api-client/query';
import { setCredentialsMutationOptions } from '@ma/api-client/query/mutations';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useZodForm } from '../lib/form.ts';
import { ReauthCancelled } from '../lib/reauth-proof.ts';
import { accountChangedMeanwhile, showServerError } from '../lib/server-errors.ts';
import { useApi } from '../lib/use-api.ts';
import { EmailInput } from '@ma/ui/text-input';
import { NewPasswordInput } from './new-password-input.tsx';
import { useReauth } from './reauth/use-reauth.tsx';
import { MutationForm } from './mutation-form.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.credentialsPayloadSchema);

export interface CredentialsFormProps {
  /** The account's e-mail, which it must keep (read-only); null when it has none. */
  email: string | null;
  /** The password field's label. */
  passwordLabel: string;
  submitLabel: string;
  /** The toast once saved. */
  savedMessage: string;
  /** The toast of a failure no field carries. @default the server's message (failureMessage) */
  errorText?: (error: unknown) => string;
  /** The fields' widest. @default undefined (the whole width) */
  fieldMaw?: number;
}

/**
 * An e-mail and a password for an account that has none (made from Instagram, or Google only):
 * POST /v3/account/credentials, from the account page ('Criar senha') and the connect
 * congratulations ('Crie seu acesso'). A Google account proves it is the person first
 * (docs/decisions/025-re-authentication.md). Once saved, or when the server says the account
 * read is out of date, the account is read again: it reads `hasPassword` and the form goes away.
 */
export function CredentialsForm({ email, passwordLabel, submitLabel, savedMessage, errorText, fieldMaw }: CredentialsFormProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useZodForm(loadSchema, { email: email ?? '', password: '' });
  const reauth = useReauth();
  const save = useMutation({
    mutationFn: reauth.withProof(setCredentialsMutationOptions(api)),
    meta: { errorToast: false },
    onSuccess: async () => {
      toast.success(savedMessage);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: async (error) => {
      if (error instanceof ReauthCancelled) return;
      showServerError(error, form, { fieldOf: { ACCOUNT_ALREADY_EXISTS: 'email', CREDENTIALS_EMAIL_MISMATCH: 'email' }, message: errorText });
      if (accountChangedMeanwhile(error)) await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });

  return (
    <>
      <MutationForm form={form} mutation={save}>
        <Stack gap="md" align="flex-start">
          <EmailInput
            readOnly={email !== null}
            description={email !== null ? 'O e-mail desta conta.' : undefined}
            w="100%"
            maw={fieldMaw}
            {...form.getInputProps('email')}
          />
          <NewPasswordInput label={passwordLabel} maw={fieldMaw} {...form.getInputProps('password')} />
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Stack>
      </MutationForm>
      {reauth.dialog}
    </>
  );
}
