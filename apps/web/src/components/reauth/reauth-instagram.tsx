import { startInstagramReauthMutationOptions } from '@ma/api-client/query/reauth';
import { Button } from '@ma/ui/button';
import { Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';
import { FormError } from '../form-error.tsx';
import { leaveFor, rememberReturn } from './instagram-return.ts';
import { DialogActions } from '../dialog-actions.tsx';

/**
 * 'Confirmar com o Instagram', the way of an account made from Instagram: a fresh consent of the
 * same Instagram. The consent leaves the page; /account/confirm-instagram brings the person back
 * here, confirmed, and asks them to repeat the action (nothing typed is kept meanwhile, and the
 * dialog says so before leaving).
 */
export function ReauthInstagram({ onCancel }: { onCancel: () => void }) {
  const api = useApi();
  const [error, setError] = useState<string>();
  const start = useMutation({
    ...startInstagramReauthMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: ({ authorizeUrl }) => {
      const { pathname, search, hash } = window.location;
      rememberReturn(`${pathname}${search}${hash}`);
      leaveFor(authorizeUrl);
    },
    onError: (failure) => setError(failureMessage(failure)),
  });
  const leaving = start.isPending || start.isSuccess;
  return (
    <Stack gap="md">
      <Text size="sm">Sua conta entra pelo Instagram. Para confirmar que é você, autorize de novo com o mesmo perfil do Instagram ligado a ela.</Text>
      <Text size="sm" c="dimmed">
        Você vai sair desta página e voltar a ela. Depois, repita a ação: o que você digitou aqui não fica guardado.
      </Text>
      <FormError error={error} />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={leaving}>
          Cancelar
        </Button>
        <Button onClick={() => start.mutate()} disabled={leaving}>
          {leaving ? 'Abrindo o Instagram...' : 'Confirmar com o Instagram'}
        </Button>
      </DialogActions>
    </Stack>
  );
}
