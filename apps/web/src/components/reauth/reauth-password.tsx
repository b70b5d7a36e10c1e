import { reauthenticateMutationOptions } from '@ma/api-client/query/reauth';
import { Button } from '@ma/ui/button';
import { PasswordInput } from '@ma/ui/text-input';
import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';
import { useZodForm } from '../../lib/form.ts';
import { FormError } from '../form-error.tsx';
import { showReauthError } from './reauth-errors.ts';
import { MutationForm, SubmitButton } from '../mutation-form.tsx';
import { DialogActions } from '../dialog-actions.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.reauthPasswordSchema);

/** The account's password, checked within sign-in's limits (a 429 says when to try again). */
export function ReauthPassword({ onProof, onCancel }: { onProof: (proof: string, expiresIn: number) => void; onCancel: () => void }) {
  const form = useZodForm(loadSchema, { password: '' });
  const confirm = useMutation({
    ...reauthenticateMutationOptions(useApi()),
    meta: { errorToast: false },
    onSuccess: ({ proof, expiresIn }) => onProof(proof, expiresIn),
    onError: (error) => showReauthError(error, form),
  });
  return (
    <MutationForm form={form} mutation={confirm}>
      <Stack gap="md">
        <PasswordInput label="Senha" autoComplete="current-password" data-autofocus {...form.getInputProps('password')} />
        <FormError error={form.errors.form} />
        <DialogActions>
          <Button variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
            Cancelar
          </Button>
          <SubmitButton pending={confirm.isPending} pendingLabel="Confirmando...">
            Confirmar
          </SubmitButton>
        </DialogActions>
      </Stack>
    </MutationForm>
  );
}
