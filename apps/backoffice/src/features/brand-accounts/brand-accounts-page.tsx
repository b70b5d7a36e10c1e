import type { ApiClient } from '@ma/api-client';
import { approveBrandAccount, brandRefusalPayloadSchema, listBrandAccounts, refuseBrandAccount, type AdminBrandAccount } from '@ma/api-client/admin';
import { formatCnpj, formatCount, formatDate } from '@ma/domain';
import { PageHeader } from '@ma/ui/page';
import { RowsSkeleton } from '@ma/ui/states';
import { StateBadge } from '@ma/app-kit/state-badge';
import { softTextColor } from '@ma/ui/theme';
import { Group, Menu, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCircleCheck, IconX } from '@tabler/icons-react';
import { ListTable } from '../../components/list-table.tsx';
import { SituationFilter } from '../../components/situation-filter.tsx';
import { ROW_ACTIONS_COLUMN, RowActions } from '../../components/row-actions.tsx';
import { useCursorList } from '../../lib/use-cursor-list.ts';
import { useReviewDecisions } from '../../lib/use-review-decisions.ts';
import { BRAND_FILTER_EMPTY, BRAND_FILTER_LABELS, BRAND_STATUS, brandFilters, type BrandFilter } from './brand-account-labels.ts';
import { ReviewDialogs } from '../../components/review-dialogs.tsx';

const brandAccountsKey = ['admin', 'brand-accounts'] as const;

/**
 * Contas de marca (admin, support; decision 038): the brand accounts, newest first, of one status (pending by default) or all, and the
 * operator's decision on a pending one: approve (once its owner proved the e-mail) or refuse with a
 * reason. A brand another operator decided meanwhile answers 409: its detail is shown and the list
 * is read again.
 */
export function BrandAccountsPage({ api, filter, onFilter }: { api: ApiClient; filter: BrandFilter; onFilter: (filter: BrandFilter) => void }) {
  const status = filter === 'all' ? undefined : filter;
  const brands = useCursorList([...brandAccountsKey, filter], (cursor) => listBrandAccounts(api, { status, cursor }));
  const decisions = useReviewDecisions<AdminBrandAccount>({
    queryKey: brandAccountsKey,
    accept: (brand) => approveBrandAccount(api, brand.id),
    accepted: 'Marca aprovada.',
    reject: (brand, reason) => refuseBrandAccount(api, brand.id, { reason }),
    rejected: 'Marca recusada.',
  });

  return (
    <Stack maw={1200}>
      <PageHeader title="Contas de marca" description="Cadastros de marcas: aprove para liberar a área da marca, ou recuse com um motivo." />
      <SituationFilter value={filter} filters={brandFilters} labels={BRAND_FILTER_LABELS} onChange={onFilter} />
      <ListTable
        list={brands}
        loading={<RowsSkeleton rows={4} height={52} />}
        errorTitle="Não foi possível carregar as marcas"
        empty={BRAND_FILTER_EMPTY[filter]}
        minWidth={720}
        highlightOnHover
        columns={['Empresa', 'CNPJ', 'Responsável', { label: 'Pessoas', ta: 'right' }, 'Cadastro', 'Situação', ROW_ACTIONS_COLUMN]}
        row={(brand) => (
          <Table.Tr key={brand.id} data-testid={`brand-${brand.id}`}>
            <Table.Td fw={600}>{brand.name}</Table.Td>
            <Table.Td>
              <Cnpj cnpj={brand.cnpj} />
            </Table.Td>
            <Table.Td miw={150}>
              <Owner brand={brand} />
            </Table.Td>
            <Table.Td ta="right">{formatCount(brand.members)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(brand.createdAt)}</Table.Td>
            <Table.Td maw={260}>
              <StateBadge state={BRAND_STATUS[brand.status]} />
              {brand.refusalReason && (
                <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  Motivo: {brand.refusalReason}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {brand.status === 'pending' && (
                <RowActions
                  label={`Ações para ${brand.name}`}
                  busy={decisions.acceptance.isPending && decisions.acceptance.variables?.id === brand.id}
                >
                  <Menu.Item
                    leftSection={<IconCheck size={16} aria-hidden />}
                    disabled={!brand.ownerEmailConfirmed}
                    onClick={() => decisions.setAccepting(brand)}
                  >
                    Aprovar
                    {!brand.ownerEmailConfirmed && (
                      <Text size="xs" c="dimmed">
                        Aguardando confirmação do e-mail
                      </Text>
                    )}
                  </Menu.Item>
                  <Menu.Item color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => decisions.setRejecting(brand)}>
                    Recusar
                  </Menu.Item>
                </RowActions>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />

      <ReviewDialogs
        decisions={decisions}
        accept={{
          title: 'Aprovar marca',
          label: 'Aprovar',
          body: (brand) => (
            <>
              <strong>{brand.name}</strong> ({formatCnpj(brand.cnpj)}) passa a usar a área de marcas, e o responsável recebe um e-mail avisando.
            </>
          ),
        }}
        reject={{
          title: 'Recusar marca',
          label: 'Recusar',
          schema: brandRefusalPayloadSchema,
          description: 'Vai por e-mail para o responsável e aparece na área da marca.',
          body: (brand) => (
            <>
              <strong>{brand.name}</strong> não poderá usar a área de marcas. O responsável recebe o motivo por e-mail.
            </>
          ),
        }}
      />
    </Stack>
  );
}

/** The owner: name, e-mail and whether the e-mail is proven (approval waits for it). */
function Owner({ brand }: { brand: AdminBrandAccount }) {
  const proven = brand.ownerEmailConfirmed;
  return (
    <>
      <Text size="sm">{brand.ownerName}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {brand.ownerEmail}
      </Text>
      <Group gap={4} wrap="nowrap" align="flex-start" mt={2} c={softTextColor(proven ? 'teal' : 'orange')}>
        {proven ? (
          <IconCircleCheck size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        ) : (
          <IconAlertCircle size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        )}
        <Text size="xs" fw={600} c="inherit">
          {proven ? 'E-mail confirmado' : 'E-mail não confirmado'}
        </Text>
      </Group>
    </>
  );
}

/** The formatted CNPJ, which a tablet's narrow table may break after its slash (and nowhere else). */
function Cnpj({ cnpj }: { cnpj: string }) {
  const [root, branch] = formatCnpj(cnpj).split('/');
  if (branch === undefined) return root;
  return (
    <>
      {root}/<wbr />
      {branch}
    </>
  );
}
