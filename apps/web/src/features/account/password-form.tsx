import { accountKeys } from '@ma/api-client/query';
import { changePasswordMutationOptions } from '@ma/api-client/query/account-settings';
import { PasswordInput } from '@ma/ui/text-input';
import { toast } from '@ma/ui/toasts';
import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useZodForm } from '../../lib/form.ts';
import { AccountSection } from './account-section.tsx';
import { NewPasswordInput } from '../../components/new-password-input.tsx';
import { accountChangedMeanwhile, showServerError } from '../../lib/server-errors.ts';
import { MutationForm, SubmitButton } from '../../components/mutation-form.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.passwordChangePayloadSchema);

export const PASSWORD_CHANGED = { title: 'Senha alterada!', message: 'Por segurança, saímos da sua conta nos outros aparelhos.' };

/**
 * 'Senha': the current password, then the new one. The server signs every other session out,
 * this one's token included, and answers a new token, stored as a sign-in stores it
 * (lib/auth.ts), so this tab stays signed in.
 */
export function PasswordForm() {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const form = useZodForm(loadSchema, { currentPassword: '', newPassword: '' });
  const change = useMutation({
    ...changePasswordMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: ({ accessToken }) => {
      auth.signIn(accessToken);
      form.reset();
      toast.success(PASSWORD_CHANGED);
    },
    onError: async (error) => {
      showServerError(error, form, { fieldOf: { CURRENT_PASSWORD_WRONG: 'currentPassword' } });
      if (accountChangedMeanwhile(error)) await queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    },
  });

  return (
    <AccountSection title="Senha" description="Ao trocar a senha, saímos da sua conta nos outros aparelhos.">
      <MutationForm form={form} mutation={change}>
        <Stack gap="md" align="flex-start">
          <PasswordInput label="Senha atual" autoComplete="current-password" w="100%" maw={420} {...form.getInputProps('currentPassword')} />
          <NewPasswordInput {...form.getInputProps('newPassword')} />
          <SubmitButton pending={change.isPending}>Alterar senha</SubmitButton>
        </Stack>
      </MutationForm>
    </AccountSection>
  );
}
