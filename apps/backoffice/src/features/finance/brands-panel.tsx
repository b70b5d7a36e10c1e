import type { ApiClient } from '@ma/api-client';
import { changeAdminBrand, createAdminBrand, listAdminBrands, rotateBrandWebhookSecret, type AdminBrand } from '@ma/api-client/admin';
import { failureMessage } from '@ma/app-kit/error-message';
import { formatRate } from '@ma/domain';
import { ConfirmStep } from '@ma/app-kit/confirm-step';
import { StatusBadge } from '@ma/ui/status-badge';
import { toast } from '@ma/ui/toasts';
import { Group, Menu, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconKey, IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { NewButton } from '../../components/new-button.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { ShownOnceModal } from '../../components/shown-once-modal.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { BrandForm } from './brand-form.tsx';
import { financeKeys } from './finance-keys.ts';

/** Marcas: the affiliate program's brands; new, edit, activate or deactivate, a new webhook secret (shown once). */
export function BrandsPanel({ api }: { api: ApiClient }) {
  const queryClient = useQueryClient();
  const brands = useQuery({ queryKey: financeKeys.brands, queryFn: () => listAdminBrands(api) });
  const [editing, setEditing] = useState<AdminBrand | 'new'>();
  const [rotating, setRotating] = useState<AdminBrand>();
  const [secret, setSecret] = useState<{ brand: string; value: string }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: financeKeys.all });

  const toggle = useMutation({
    mutationFn: (brand: AdminBrand) => changeAdminBrand(api, brand.id, { active: !brand.active }),
    onSuccess: (brand) => toast.success(brand.active ? `${brand.name} ativada.` : `${brand.name} desativada.`),
    onError: (error) => toast.error(failureMessage(error)),
    onSettled: refresh,
  });
  const rotate = useMutation({
    mutationFn: (brand: AdminBrand) => rotateBrandWebhookSecret(api, brand.id),
    onSuccess: ({ webhookSecret }, brand) => {
      setRotating(undefined);
      setSecret({ brand: brand.name, value: webhookSecret });
    },
    onError: (error) => toast.error(failureMessage(error)),
  });

  return (
    <Stack>
      <Group justify="flex-end">
        <NewButton onClick={() => setEditing('new')}>Nova marca</NewButton>
      </Group>
      <ListTable
        list={{ query: brands, items: brands.data?.items }}
        errorTitle="Não foi possível carregar as marcas"
        empty="Nenhuma marca no programa ainda."
        minWidth={620}
        highlightOnHover
        columns={['Marca', 'Domínio', { label: 'Comissão', ta: 'right' }, 'Cookie / carência', 'Situação', { label: 'Ações', w: 64 }]}
        row={(brand) => (
          <Table.Tr key={brand.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {brand.name}
              </Text>
              <Text size="xs" c="dimmed">
                {brand.id}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{brand.domain}</Table.Td>
            <Table.Td ta="right">{formatRate(brand.commissionRateBp)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {brand.cookieDays} d / {brand.holdingDays} d
            </Table.Td>
            <Table.Td>
              <StatusBadge color={brand.active ? 'teal' : 'gray'}>{brand.active ? 'Ativa' : 'Inativa'}</StatusBadge>
            </Table.Td>
            <Table.Td>
              <RowActions label={`Ações para ${brand.name}`} busy={toggle.isPending && toggle.variables.id === brand.id}>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(brand)}>
                  Editar
                </Menu.Item>
                <Menu.Item
                  color={brand.active ? 'red' : undefined}
                  leftSection={brand.active ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
                  onClick={() => toggle.mutate(brand)}
                >
                  {brand.active ? 'Desativar' : 'Ativar'}
                </Menu.Item>
                <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => setRotating(brand)}>
                  Novo segredo do webhook
                </Menu.Item>
              </RowActions>
            </Table.Td>
          </Table.Tr>
        )}
      />

      <Modal opened={editing !== undefined} onClose={() => setEditing(undefined)} title={editing === 'new' ? 'Nova marca' : 'Editar marca'} size="lg">
        {editing === 'new' ? (
          <BrandForm
            onSubmit={async (values) => {
              const created = await createAdminBrand(api, values);
              setEditing(undefined);
              setSecret({ brand: created.brand.name, value: created.webhookSecret });
              await refresh();
            }}
          />
        ) : (
          editing && (
            <BrandForm
              brand={editing}
              onSubmit={async (values) => {
                await changeAdminBrand(api, editing.id, values);
                setEditing(undefined);
                toast.success('Marca salva.');
                await refresh();
              }}
            />
          )
        )}
      </Modal>
      <ConfirmStep
        item={rotating}
        mutation={rotate}
        onClose={() => setRotating(undefined)}
        title="Novo segredo do webhook"
        confirmLabel="Gerar novo segredo"
      >
        {(brand) => `O segredo atual de ${brand.name} deixa de valer na hora: os webhooks da marca são recusados até ela usar o novo.`}
      </ConfirmStep>
      <ShownOnceModal
        title="Segredo do webhook"
        value={secret?.value}
        label="Segredo"
        copyLabel="Copiar o segredo"
        onClose={() => setSecret(undefined)}
      >
        Entregue este segredo a {secret?.brand} por um canal seguro. Ele só aparece agora.
      </ShownOnceModal>
    </Stack>
  );
}
