import '@mantine/core/styles/SegmentedControl.css';
import type { ApiClient } from '@ma/api-client';
import { listAdminBrands, listAdminCommissions } from '@ma/api-client/admin';
import { commissionStatuses, commissionStatusLabels, formatCents, formatDate, formatRate, type CommissionStatus } from '@ma/domain';
import { Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RowsSkeleton } from '@ma/ui/states';
import { ListTable } from '../../components/list-table.tsx';
import { AmountCell } from './amount-cell.tsx';
import { useCursorList } from '../../lib/use-cursor-list.ts';
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
  const commissions = useCursorList(financeKeys.commissions(query), (cursor) => listAdminCommissions(api, { ...query, cursor }));
  const brands = useQuery({ queryKey: financeKeys.brands, queryFn: () => listAdminBrands(api) });
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
      <ListTable
        list={commissions}
        loading={<RowsSkeleton rows={4} />}
        errorTitle="Não foi possível carregar as comissões"
        empty={`Nenhuma comissão ${commissionStatusLabels[status].toLowerCase()}${brand ? ' desta marca' : ''}.`}
        minWidth={700}
        highlightOnHover
        columns={[
          'Pedido em',
          'Criadora',
          'Marca e pedido',
          { label: 'Pedido', ta: 'right' },
          { label: 'Comissão', ta: 'right' },
          ...(dateColumn ? [dateColumn] : []),
        ]}
        row={(item) => (
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
            <AmountCell cents={item.commissionCents} note={formatRate(item.rateBp)} />
            {dateColumn && <Table.Td>{formatDate(item.paidAt ?? item.approvesAt)}</Table.Td>}
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
