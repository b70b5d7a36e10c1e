import type { ReauthChallenge } from '@ma/api-client/schemas';
import { reauthenticateMutationOptions, requestReauthCodeMutationOptions } from '@ma/api-client/query/reauth';
import { Button } from '@ma/ui/button';
import { TextInput } from '@ma/ui/text-input';
import { Anchor, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';
import { FORM_ERROR, useZodForm } from '../../lib/form.ts';
import { FormError } from '../form-error.tsx';
import { showReauthError } from './reauth-errors.ts';
import { DialogActions } from '../dialog-actions.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.reauthCodeSchema.pick({ code: true }));

/** 'Enviar código': 6 digits mailed to the account's address, typed here (10 minutes, once). */
export function ReauthCode({ onProof, onCancel }: { onProof: (proof: string, expiresIn: number) => void; onCancel: () => void }) {
  const api = useApi();
  const [challenge, setChallenge] = useState<ReauthChallenge>();
  const form = useZodForm(loadSchema, { code: '' });
  const send = useMutation({
    ...requestReauthCodeMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: (sent) => {
      form.reset();
      setChallenge(sent);
    },
    onError: (error) => form.setFieldError(FORM_ERROR, failureMessage(error)),
  });
  const confirm = useMutation({
    ...reauthenticateMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: ({ proof, expiresIn }) => onProof(proof, expiresIn),
    onError: (error) => showReauthError(error, form),
  });
  const busy = send.isPending || confirm.isPending;

  if (!challenge) {
    return (
      <Stack gap="md">
        <Text size="sm">Enviamos um código de 6 dígitos para o e-mail da sua conta.</Text>
        <FormError error={form.errors.form} />
        <DialogActions>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button onClick={() => send.mutate()} disabled={busy}>
            {send.isPending ? 'Enviando...' : 'Enviar código'}
          </Button>
        </DialogActions>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ code }) => {
        if (!busy) confirm.mutate({ challenge: challenge.challenge, code });
      })}
    >
      <Stack gap="md">
        <TextInput
          label="Código"
          description={
            <>
              Enviado para <strong style={{ overflowWrap: 'anywhere' }}>{challenge.email}</strong>; vale por 10 minutos.
            </>
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-autofocus
          {...form.getInputProps('code')}
        />
        <FormError error={form.errors.form} />
        <Text size="sm" c="dimmed">
          Não chegou?{' '}
          <Anchor component="button" type="button" size="sm" fw={600} disabled={busy} onClick={() => send.mutate()}>
            Enviar outro código
          </Anchor>
        </Text>
        <DialogActions>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" disabled={busy}>
            {confirm.isPending ? 'Confirmando...' : 'Confirmar'}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
