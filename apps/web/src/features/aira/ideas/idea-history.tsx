import { ideaGenerationsInfiniteQueryOptions } from '@ma/api-client/query/aira';
import { airaMessages } from '@ma/domain';
import { PlainList } from '@ma/ui/plain-list';
import { Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadError, retryOf } from '../../../components/load-error.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { EmptyState } from '@ma/ui/states';
import { CardListSkeleton } from '../../../components/card-list-skeleton.tsx';
import { HistoryItem } from './history-item.tsx';
import { LoadMore } from '../../../components/load-more.tsx';

/** Every past request for ideas, newest first, ten at a time. */
export function IdeaHistory() {
  const history = useInfiniteQuery(ideaGenerationsInfiniteQueryOptions(useApi()));
  if (history.isPending) return <CardListSkeleton label="Carregando o histórico" count={3} lines={['55%', '75%']} />;
  if (history.isError && !history.data) {
    return <LoadError title="Não foi possível carregar o histórico" {...retryOf(history)} />;
  }
  const generations = history.data.pages.flatMap((page) => page.items);
  if (generations.length === 0) return <EmptyState icon={<IconHistory size={26} stroke={1.6} />} text={airaMessages.noGenerations} />;
  return (
    <Stack gap="sm">
      <PlainList gap="sm" aria-label="Gerações anteriores">
        {generations.map((generation) => (
          <HistoryItem key={generation.id} generation={generation} />
        ))}
      </PlainList>
      <LoadMore query={history} />
    </Stack>
  );
}
