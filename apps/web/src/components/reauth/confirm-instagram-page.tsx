import { reauthenticateMutationOptions } from '@ma/api-client/query/reauth';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../lib/error-message.ts';
import { rememberProof } from '../../lib/reauth-proof.ts';
import { useApi } from '../../lib/use-api.ts';
import { takeReturn } from './instagram-return.ts';

export const CONFIRMED_REPEAT = 'Confirmado. Repita a ação para continuar.';

/**
 * Where Instagram sends the person back after 'Confirmar com o Instagram': sends the code and
 * state to POST /v3/account/reauth once, keeps the proof (in memory, as the dialog does), and
 * goes back to the page the dialog was opened on, saying to repeat the action.
 */
export function ConfirmInstagramPage({ code, state, error }: { code?: string | undefined; state?: string | undefined; error?: string | undefined }) {
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [back] = useState(() => takeReturn());
  const goBack = () => router.history.replace(back);
  const confirm = useMutation({
    ...reauthenticateMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: ({ proof, expiresIn }) => {
      rememberProof(queryClient, proof, expiresIn);
      toast.success(CONFIRMED_REPEAT);
      router.history.replace(back);
    },
  });
  // The state is good once: one call, whatever the renders.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !code || !state || error) return;
    sent.current = true;
    confirm.mutate({ instagramCode: code, instagramState: state });
  }, [code, state, error, confirm]);

  const failure =
    error || !code || !state
      ? 'A confirmação com o Instagram foi cancelada ou não terminou.'
      : confirm.isError
        ? failureMessage(confirm.error)
        : undefined;
  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={1} fz={22}>
            Confirme que é você
          </Title>
          {failure ? (
            <>
              <Text role="alert">{failure}</Text>
              <Text size="sm" c="dimmed">
                Volte e tente de novo. Nada foi alterado na sua conta.
              </Text>
              <Button onClick={goBack}>Voltar</Button>
            </>
          ) : (
            <Text role="status">Confirmando com o Instagram...</Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
