import { reauthenticateMutationOptions } from '@ma/api-client/query/reauth';
import { Box, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { failureMessage } from '../../lib/error-message.ts';
import { loadGoogleIdentity } from '../../lib/google-identity.ts';
import { useApi } from '../../lib/use-api.ts';
import { FormError } from '../form-error.tsx';

const BUTTON_WIDTH = 320;

/** A fresh sign-in with Google, with the account's own address: its credential becomes the proof. */
export function ReauthGoogle({ clientId, onProof }: { clientId: string; onProof: (proof: string, expiresIn: number) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const confirm = useMutation({
    ...reauthenticateMutationOptions(useApi()),
    meta: { errorToast: false },
    onSuccess: ({ proof, expiresIn }) => onProof(proof, expiresIn),
  });
  const onCredential = useEffectEvent((credential: string) => confirm.mutate({ googleCredential: credential }));

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        const element = container.current;
        if (cancelled || !element) return;
        google.initialize({ client_id: clientId, ux_mode: 'popup', callback: ({ credential }) => credential && onCredential(credential) });
        google.renderButton(element, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'signin_with',
          width: BUTTON_WIDTH,
          locale: 'pt-BR',
          logo_alignment: 'center',
        });
        setState('ready');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [clientId]);

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
