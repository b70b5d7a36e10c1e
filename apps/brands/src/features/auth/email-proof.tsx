import { isApiError, type ApiClient } from '@ma/api-client';
import { brandEmailProofPayloadSchema, proveBrandEmail } from '@ma/api-client/brand';
import { failureMessage } from '@ma/app-kit/error-message';
import { Button } from '@ma/ui/button';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { GuestPage, PageLoader } from '@ma/ui/page';
import { AlertTitle } from '@ma/ui/states';
import { ButtonLink } from '../../components/router-links.tsx';
import { sessionQuery } from '../../lib/session.ts';

/**
 * The page of the link mailed at sign-up: it proves the e-mail once opened (a query, not an effect,
 * so that a second render sends nothing more), then says so, or why not, with the way on.
 */
export function EmailProof({ api, token }: { api: ApiClient; token: string }) {
  const queryClient = useQueryClient();
  const proof = useQuery({
    queryKey: ['email-proof', token],
    queryFn: async () => {
      await proveBrandEmail(api, brandEmailProofPayloadSchema.parse({ token }));
      // A signed-in member's home shows the e-mail as confirmed.
      await queryClient.invalidateQueries({ queryKey: sessionQuery(api).queryKey });
      return true;
    },
    staleTime: Infinity,
    retry: false,
  });
  // A refused link stays refused: only a failure of the network or of the server is worth another try.
  const retryable = isApiError(proof.error) && (proof.error.status === 0 || proof.error.status >= 500);
  return (
    <GuestPage app="Para marcas" title="Confirmação de e-mail">
      {proof.isPending ? (
        <PageLoader />
      ) : proof.isError ? (
        <Stack>
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={<AlertTitle>Não foi possível confirmar o e-mail</AlertTitle>}
            role="alert"
          >
            <Text size="sm">{failureMessage(proof.error, 'Link inválido ou expirado.')}</Text>
          </Alert>
          <Text size="sm" c="dimmed">
            Entre na sua conta para pedir um novo link de confirmação.
          </Text>
          <Group>
            <ButtonLink to="/">Ir para minha conta</ButtonLink>
            {retryable && (
              <Button variant="secondary" loading={proof.isFetching} onClick={() => void proof.refetch()}>
                Tentar novamente
              </Button>
            )}
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Group gap="xs" wrap="nowrap">
            <IconCircleCheck color="var(--mantine-color-teal-7)" aria-hidden />
            <Text fw={600}>E-mail confirmado.</Text>
          </Group>
          <Text size="sm">A equipe da Mais Alcance já pode analisar o cadastro da sua marca. Avisamos você por e-mail quando terminar.</Text>
          <ButtonLink to="/">Ir para minha conta</ButtonLink>
        </Stack>
      )}
    </GuestPage>
  );
}
