import '@mantine/core/styles/SegmentedControl.css';
import type { ApiClient } from '@ma/api-client';
import { listAdminBrands, listAdminCommissions } from '@ma/api-client/admin';
import { commissionStatuses, commissionStatusLabels, formatCents, formatDate, formatRate, type CommissionStatus } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/empty-state.tsx';
import { RowsSkeleton } from '../../components/rows-skeleton.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { financeKeys } from './finance-keys.ts';

const plural: Record<CommissionStatus, string> = { pending: 'Pendentes', approved: 'Aprovadas', paid: 'Pagas', canceled: 'Canceladas' };

/** Comissões: one status at a time (the URL keeps it, and the brand), newest order first, 50 at a time. */
export function CommissionsPanel({
  api,
  status,
  brand,
  onFilter,
}: {
  api: ApiClient;
  status: CommissionStatus;
  brand: string | undefined;
  onFilter: (change: { status?: CommissionStatus; brand?: string | undefined }) => void;
}) {
  const query = { status, brandId: brand };
  const commissions = useInfiniteQuery({
    queryKey: financeKeys.commissions(query),
    queryFn: ({ pageParam }) => listAdminCommissions(api, { ...query, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const brands = useQuery({ queryKey: financeKeys.brands, queryFn: () => listAdminBrands(api) });
  const items = commissions.data?.pages.flatMap((page) => page.items) ?? [];
  const dateColumn = status === 'paid' ? 'Paga em' : status === 'canceled' ? '' : 'Aprovação';

  return (
    <Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => onFilter({ status: value as CommissionStatus })}
          data={commissionStatuses.map((value) => ({ value, label: plural[value] }))}
        />
        <Select
          aria-label="Marca"
          placeholder="Todas as marcas"
          clearable
          w={220}
          data={(brands.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }))}
          value={brand ?? null}
          onChange={(value) => onFilter({ brand: value ?? undefined })}
        />
      </Group>
      {commissions.isPending ? (
        <RowsSkeleton rows={4} />
      ) : commissions.isError ? (
        <LoadError title="Não foi possível carregar as comissões" query={commissions} />
      ) : items.length === 0 ? (
        <EmptyState text={`Nenhuma comissão ${commissionStatusLabels[status].toLowerCase()}${brand ? ' desta marca' : ''}.`} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={700}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Pedido em</Table.Th>
                  <Table.Th>Criadora</Table.Th>
                  <Table.Th>Marca e pedido</Table.Th>
                  <Table.Th ta="right">Pedido</Table.Th>
                  <Table.Th ta="right">Comissão</Table.Th>
                  {dateColumn && <Table.Th>{dateColumn}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{formatDate(item.orderedAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.creator.fullName ?? 'Sem cadastro'}</Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {item.creator.email ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.brandName}</Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {item.orderId}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatCents(item.orderCents)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm" fw={600}>
                        {formatCents(item.commissionCents)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatRate(item.rateBp)}
                      </Text>
                    </Table.Td>
                    {dateColumn && <Table.Td>{formatDate(item.paidAt ?? item.approvesAt)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {commissions.hasNextPage && (
            <Group>
              <Button variant="secondary" loading={commissions.isFetchingNextPage} onClick={() => void commissions.fetchNextPage()}>
                Carregar mais
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
