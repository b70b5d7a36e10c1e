import { reauthenticateMutationOptions } from '@ma/api-client/query/reauth';
import { Box, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { failureMessage } from '../../lib/error-message.ts';
import { useGoogleButton } from '../../lib/use-google-button.ts';
import { useApi } from '../../lib/use-api.ts';
import { FormError } from '../form-error.tsx';

const BUTTON_WIDTH = 320;

/** A fresh sign-in with Google, with the account's own address: its credential becomes the proof. */
export function ReauthGoogle({ clientId, onProof }: { clientId: string; onProof: (proof: string, expiresIn: number) => void }) {
  const confirm = useMutation({
    ...reauthenticateMutationOptions(useApi()),
    meta: { errorToast: false },
    onSuccess: ({ proof, expiresIn }) => onProof(proof, expiresIn),
  });
  const { container, state } = useGoogleButton({
    clientId,
    text: 'signin_with',
    width: () => BUTTON_WIDTH,
    onCredential: (credential) => confirm.mutate({ googleCredential: credential }),
  });

  if (state === 'failed') return null;
  return (
    <Box role="group" aria-label="Confirmar com Google" aria-busy={confirm.isPending}>
      {confirm.isPending && (
        <Text size="sm" role="status">
          Confirmando com o Google...
        </Text>
      )}
      <Box ref={container} style={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />
      <FormError error={confirm.error ? failureMessage(confirm.error) : undefined} />
    </Box>
  );
}
