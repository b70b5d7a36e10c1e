import { commissionsQueryOptions } from '@ma/api-client/query';
import type { Commission } from '@ma/api-client/schemas';
import { affiliateMessages, type CalendarMonth } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { IconReceipt } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/use-api.ts';
import { LoadError, retryOf } from '../../../components/load-error.tsx';
import { EmptyState } from '@ma/ui/states';
import { CommissionList } from './commission-list.tsx';
import { CommissionTotals } from './commission-totals.tsx';

function MonthSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Carregando comissões">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {Array.from({ length: 5 }, (_, index) => (
          <Paper key={index} withBorder radius="lg" p="md">
            <Skeleton height={12} width="60%" radius="xl" />
            <Skeleton height={20} width="80%" radius="xl" mt="sm" />
          </Paper>
        ))}
      </SimpleGrid>
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
}

/** Every commission of the pages read so far, once each (a page may shift while more are read). */
const uniqueById = (items: readonly Commission[]): Commission[] => [...new Map(items.map((item) => [item.id, item])).values()];

/**
 * One month: its totals (from the first page, over the whole month) and its commissions, a page
 * at a time ('Carregar mais'). Keyed by month in the page, so a new month starts at its first page.
 */
export function CommissionsOfMonth({ year, month }: CalendarMonth) {
  const api = useApi();
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) => commissionsQueryOptions(api, { year, month, page: index + 1 })),
  });
  const [first] = pages;
  const last = pages[pages.length - 1];
  if (!first || !last || first.isPending) return <MonthSkeleton />;
  if (first.isError) {
    return <LoadError title="Não foi possível carregar suas comissões" {...retryOf(first)} />;
  }

  const items = uniqueById(pages.flatMap((page) => page.data?.items ?? []));
  const loadingMore = pageCount > 1 && last.isPending;
  return (
    <Stack gap="lg">
      <CommissionTotals totals={first.data.totals} />
      {items.length === 0 ? (
        <EmptyState
          icon={<IconReceipt size={30} stroke={1.6} />}
          title={affiliateMessages.noCommissions(year, month)}
          text="As vendas feitas pelos seus links aparecem aqui, com a comissão de cada uma."
        />
      ) : (
        <CommissionList items={items} />
      )}
      {last.isError && pageCount > 1 ? (
        <LoadError title="Não foi possível carregar mais comissões" {...retryOf(last)} />
      ) : (
        (loadingMore || last.data?.hasMore) && (
          <Button variant="secondary" loading={loadingMore} onClick={() => setPageCount((count) => count + 1)} style={{ alignSelf: 'center' }}>
            Carregar mais
          </Button>
        )
      )}
    </Stack>
  );
}
