import type { ApiClient } from '@ma/api-client';
import { createAdminCoupon, expireAdminCoupon, listAdminCoupons, type AdminCoupon } from '@ma/api-client/admin';
import { formatCredits } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { ConfirmStep } from '@ma/app-kit/confirm-step';
import { PageHeader } from '@ma/ui/page';
import { StateBadge } from '@ma/app-kit/state-badge';
import { toast } from '@ma/ui/toasts';
import { Menu, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconCalendarOff, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { NewButton } from '../../components/new-button.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { useCursorList } from '../../lib/use-cursor-list.ts';
import { COUPON_STATUS, couponUses, couponWindow } from './coupon-labels.ts';
import { CouponRedemptions } from './coupon-redemptions.tsx';
import { NewCouponForm } from './new-coupon-form.tsx';

const couponsKey = ['admin', 'coupons'] as const;

/** Cupons (admin, support): every coupon with its uses, a new one, who used one, expiring one. */
export function CouponsPage({ api }: { api: ApiClient }) {
  const queryClient = useQueryClient();
  const coupons = useCursorList(couponsKey, (cursor) => listAdminCoupons(api, cursor));
  const [creating, setCreating] = useState(false);
  const [expiring, setExpiring] = useState<AdminCoupon>();
  const [viewing, setViewing] = useState<AdminCoupon>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: couponsKey });
  const expire = useMutation({
    mutationFn: (coupon: AdminCoupon) => expireAdminCoupon(api, coupon.id),
    onSuccess: (coupon) => {
      toast.success(`Cupom ${coupon.code} expirado.`);
      setExpiring(undefined);
    },
    onSettled: refresh,
  });

  return (
    <Stack maw={1100}>
      <PageHeader title="Cupons" action={<NewButton onClick={() => setCreating(true)}>Novo cupom</NewButton>} />
      <ListTable
        list={coupons}
        errorTitle="Não foi possível carregar os cupons"
        empty="Nenhum cupom ainda."
        emptyAction={<Button onClick={() => setCreating(true)}>Criar o primeiro cupom</Button>}
        minWidth={640}
        highlightOnHover
        columns={['Código', 'Dá', 'Usos', 'Validade', 'Situação', { label: 'Ações', w: 64 }]}
        row={(coupon) => (
          <Table.Tr key={coupon.id} data-testid={`coupon-${coupon.code}`}>
            <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
              {coupon.code}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCredits(coupon.rewardAmount)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{couponUses(coupon)}</Table.Td>
            <Table.Td>
              <Text size="sm">{couponWindow(coupon)}</Text>
            </Table.Td>
            <Table.Td>
              <StateBadge state={COUPON_STATUS[coupon.status]} />
            </Table.Td>
            <Table.Td>
              <RowActions label={`Ações para ${coupon.code}`}>
                <Menu.Item leftSection={<IconUsers size={16} aria-hidden />} onClick={() => setViewing(coupon)}>
                  Ver quem usou
                </Menu.Item>
                {coupon.status !== 'expired' && (
                  <Menu.Item color="red" leftSection={<IconCalendarOff size={16} aria-hidden />} onClick={() => setExpiring(coupon)}>
                    Expirar agora
                  </Menu.Item>
                )}
              </RowActions>
            </Table.Td>
          </Table.Tr>
        )}
      />

      <Modal opened={creating} onClose={() => setCreating(false)} title="Novo cupom">
        <NewCouponForm
          onSubmit={async (values) => {
            const coupon = await createAdminCoupon(api, values);
            setCreating(false);
            toast.success(`Cupom ${coupon.code} criado.`);
            await refresh();
          }}
        />
      </Modal>
      <ConfirmStep item={expiring} mutation={expire} onClose={() => setExpiring(undefined)} title="Expirar cupom" confirmLabel="Expirar">
        {(coupon) => (
          <>
            O cupom <strong>{coupon.code}</strong> deixa de valer agora: ninguém mais consegue usá-lo. Quem já usou mantém os créditos. Não dá para
            desfazer.
          </>
        )}
      </ConfirmStep>
      <Modal opened={viewing !== undefined} onClose={() => setViewing(undefined)} title={`Quem usou ${viewing?.code ?? ''}`} size="lg">
        {viewing && <CouponRedemptions api={api} coupon={viewing} />}
      </Modal>
    </Stack>
  );
}
