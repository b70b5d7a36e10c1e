import type { ApiClient } from '@ma/api-client';
import { listCouponRedemptions, type AdminCoupon } from '@ma/api-client/admin';
import { formatDateTime } from '@ma/domain';
import { Stack, Table, Text } from '@mantine/core';
import { RowsSkeleton } from '@ma/ui/states';
import { DataTable } from '../../components/data-table.tsx';
import { ListStates } from '@ma/app-kit/list-states';
import { useCursorList } from '../../lib/use-cursor-list.ts';

/** Who used a coupon and when, the latest first, 50 at a time. */
export function CouponRedemptions({ api, coupon }: { api: ApiClient; coupon: AdminCoupon }) {
  const redemptions = useCursorList(['admin', 'coupons', coupon.id, 'redemptions'], (cursor) => listCouponRedemptions(api, coupon.id, cursor));

  return (
    <Stack>
      <ListStates
        list={redemptions}
        loading={<RowsSkeleton rows={2} height={36} />}
        errorTitle="Não foi possível carregar os usos"
        empty="Ninguém usou este cupom ainda."
      >
        {(items) => (
          <>
            <Text size="sm" c="dimmed">
              {coupon.redemptionCount === 1 ? '1 uso' : `${coupon.redemptionCount} usos`}
            </Text>
            <DataTable minWidth={420} verticalSpacing="xs" columns={['Criador', 'Quando']}>
              {items.map((redemption) => (
                <Table.Tr key={redemption.id}>
                  <Table.Td>
                    <Text size="sm">{redemption.creator.name || 'Conta excluída'}</Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      @{redemption.creator.username}
                      {redemption.creator.email ? ` · ${redemption.creator.email}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(redemption.redeemedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          </>
        )}
      </ListStates>
    </Stack>
  );
}
