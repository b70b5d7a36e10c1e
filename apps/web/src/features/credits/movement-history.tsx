import '@mantine/core/styles/Alert.css';
import { creditMovementsQueryOptions } from '@ma/api-client/query';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';
import { MovementList } from './movement-list.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';

/** The creator's credit movements, newest first, with designed loading, empty and error states. */
export function MovementHistory() {
  const api = useApi();
  const movements = useQuery(creditMovementsQueryOptions(api));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="history-title">
      <Stack gap="md">
        <Title order={2} fz={18} id="history-title">
          Histórico
        </Title>
        {movements.isPending ? (
          <ListSkeleton label="Carregando o histórico" rows={3} height={52} />
        ) : movements.isError ? (
          <Alert color="red" radius="md" icon={<IconAlertTriangle aria-hidden />} title="Não foi possível carregar o histórico">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failureMessage(movements.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void movements.refetch()} loading={movements.isFetching}>
                Tentar novamente
              </Button>
            </Stack>
          </Alert>
        ) : movements.data.items.length === 0 ? (
          <Stack align="center" gap={4} py="md" ta="center">
            <IconHistory size={32} stroke={1.5} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text fw={600}>Nenhuma movimentação ainda</Text>
            <Text size="sm" c="dimmed" maw={360}>
              Quando você resgatar um cupom ou usar a Aira, as entradas e saídas de créditos aparecem aqui.
            </Text>
          </Stack>
        ) : (
          <MovementList items={movements.data.items} />
        )}
      </Stack>
    </Paper>
  );
}
