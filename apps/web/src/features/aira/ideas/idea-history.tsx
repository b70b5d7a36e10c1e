import { ideaGenerationsInfiniteQueryOptions } from '@ma/api-client/query/aira';
import { airaMessages } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { IconHistory } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error.tsx';
import { failureMessage } from '../../../lib/error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { EmptyState } from '../aira-states.tsx';
import { HistoryItem } from './history-item.tsx';

function HistorySkeletons() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Carregando o histórico">
      {Array.from({ length: 3 }, (_, index) => (
        <Paper key={index} withBorder radius="lg" p="md">
          <Skeleton height={14} width="55%" radius="xl" />
          <Skeleton height={12} width="75%" radius="xl" mt="sm" />
        </Paper>
      ))}
    </Stack>
  );
}

/** Every past request for ideas, newest first, ten at a time. */
export function IdeaHistory() {
  const history = useInfiniteQuery(ideaGenerationsInfiniteQueryOptions(useApi()));
  if (history.isPending) return <HistorySkeletons />;
  if (history.isError && !history.data) {
    return (
      <LoadError
        title="Não foi possível carregar o histórico"
        error={history.error}
        retrying={history.isFetching}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const generations = history.data.pages.flatMap((page) => page.items);
  if (generations.length === 0) return <EmptyState icon={<IconHistory size={26} stroke={1.6} />} text={airaMessages.noGenerations} />;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Gerações anteriores">
        {generations.map((generation) => (
          <HistoryItem key={generation.id} generation={generation} />
        ))}
      </Stack>
      {history.isFetchNextPageError && (
        <Text size="sm" c="red.8" role="alert" ta="center">
          Não foi possível carregar mais. {failureMessage(history.error)}
        </Text>
      )}
      {history.hasNextPage && (
        <Button variant="secondary" radius="xl" mx="auto" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          Carregar mais
        </Button>
      )}
    </Stack>
  );
}
