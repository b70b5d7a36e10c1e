import type { ApiClient } from '@ma/api-client';
import { listCouponRedemptions, type AdminCoupon } from '@ma/api-client/admin';
import { Button } from '@ma/ui/button';
import { Group, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/empty-state.tsx';
import { RowsSkeleton } from '../../components/rows-skeleton.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { dateTime } from './coupon-labels.ts';

/** Who used a coupon and when, the latest first, 50 at a time. */
export function CouponRedemptions({ api, coupon }: { api: ApiClient; coupon: AdminCoupon }) {
  const redemptions = useInfiniteQuery({
    queryKey: ['admin', 'coupons', coupon.id, 'redemptions'],
    queryFn: ({ pageParam }) => listCouponRedemptions(api, coupon.id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const items = redemptions.data?.pages.flatMap((page) => page.items) ?? [];
  if (redemptions.isPending) return <RowsSkeleton rows={2} height={36} />;
  if (redemptions.isError) return <LoadError title="Não foi possível carregar os usos" query={redemptions} />;
  if (items.length === 0) return <EmptyState text="Ninguém usou este cupom ainda." />;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {coupon.redemptionCount === 1 ? '1 uso' : `${coupon.redemptionCount} usos`}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Criador</Table.Th>
              <Table.Th>Quando</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((redemption) => (
              <Table.Tr key={redemption.id}>
                <Table.Td>
                  <Text size="sm">{redemption.creator.name || 'Conta excluída'}</Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    @{redemption.creator.username}
                    {redemption.creator.email ? ` · ${redemption.creator.email}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime.format(new Date(redemption.redeemedAt))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {redemptions.hasNextPage && (
        <Group justify="center">
          <Button variant="secondary" size="sm" loading={redemptions.isFetchingNextPage} onClick={() => void redemptions.fetchNextPage()}>
            Carregar mais
          </Button>
        </Group>
      )}
    </Stack>
  );
}
