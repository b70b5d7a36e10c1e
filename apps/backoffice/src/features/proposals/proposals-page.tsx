import type { ApiClient } from '@ma/api-client';
import { getCategories } from '@ma/api-client';
import { listAdminProposals, type AdminProposalListItem, type AdminProposalQuery } from '@ma/api-client/admin';
import { formatCents, formatCount, formatDate, partnershipTypeLabels, partnershipTypes } from '@ma/domain';
import { Avatar, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { PageHeader } from '@ma/ui/page';
import { RowsSkeleton } from '@ma/ui/states';
import { StateBadge } from '@ma/app-kit/state-badge';
import { ListTable } from '../../components/list-table.tsx';
import { useCursorList } from '../../lib/use-cursor-list.ts';
import { BrandFilter } from './brand-filter.tsx';
import { STATE_LABELS } from './proposal-labels.ts';
import { ButtonLink, TextLink } from '../../components/router-links.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { useFilterDraft } from '../../lib/use-filter-draft.ts';

interface Filters {
  q: string;
  status: string | null;
  niche: string | null;
  brand: string;
  partnershipType: string | null;
}

const NO_FILTERS: Filters = { q: '', status: null, niche: null, brand: '', partnershipType: null };

/** The filled filters, as the API takes them. */
export const toQuery = (filters: Filters): AdminProposalQuery => ({
  ...(filters.q.trim() && { q: filters.q.trim() }),
  ...(filters.status && { status: filters.status as 'open' | 'closed' }),
  ...(filters.niche && { niche: filters.niche }),
  ...(filters.brand.trim() && { brand: filters.brand.trim() }),
  ...(filters.partnershipType && { partnershipType: filters.partnershipType as AdminProposalQuery['partnershipType'] }),
});

const STATUS_OPTIONS = [
  { value: 'open', label: 'Abertas' },
  { value: 'closed', label: 'Encerradas ou vencidas' },
];
const PARTNERSHIP_OPTIONS = partnershipTypes.map((value) => ({ value, label: partnershipTypeLabels[value] }));

/** Propostas: every proposal, newest first, searched and filtered, 25 at a time. */
export function ProposalsPage({ api }: { api: ApiClient }) {
  const { draft, setDraft, applied, apply, clear } = useFilterDraft<Filters>(NO_FILTERS);
  const query = toQuery(applied);
  const proposals = useCursorList(['admin', 'proposals', 'list', query], (cursor) => listAdminProposals(api, { ...query, cursor }));
  const niches = useQuery({ queryKey: ['dataset', 'categories'], queryFn: () => getCategories(api), staleTime: Infinity });
  const set = (key: keyof Filters) => (value: string | null) =>
    setDraft((current) => ({ ...current, [key]: value ?? (key === 'q' || key === 'brand' ? '' : null) }));

  return (
    <Stack maw={1200}>
      <PageHeader
        title="Propostas"
        action={
          <Group gap="sm">
            <ButtonLink to="/proposals/import" variant="secondary" leftSection={<IconFileImport size={16} aria-hidden />}>
              Importar arquivo
            </ButtonLink>
            <ButtonLink to="/proposals/new" leftSection={<IconPlus size={16} aria-hidden />}>
              Nova proposta
            </ButtonLink>
          </Group>
        }
      />
      <FilterBar onApply={apply} onClear={clear}>
        <TextInput
          label="Buscar"
          placeholder="Nome, marca ou descrição"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={draft.q}
          onChange={(event) => set('q')(event.currentTarget.value)}
        />
        <Select label="Situação" placeholder="Todas" clearable data={STATUS_OPTIONS} value={draft.status} onChange={set('status')} />
        <Select
          label="Nicho"
          placeholder="Todos"
          clearable
          searchable
          data={(niches.data?.items ?? []).map((niche) => niche.name)}
          value={draft.niche}
          onChange={set('niche')}
        />
        <BrandFilter api={api} value={draft.brand || null} onChange={set('brand')} />
        <Select
          label="Tipo de parceria"
          placeholder="Todos"
          clearable
          data={PARTNERSHIP_OPTIONS}
          value={draft.partnershipType}
          onChange={set('partnershipType')}
        />
      </FilterBar>

      <ListTable
        list={proposals}
        loading={<RowsSkeleton rows={5} height={48} />}
        errorTitle="Não foi possível carregar as propostas"
        empty={Object.keys(query).length > 0 ? 'Nenhuma proposta com estes filtros.' : 'Nenhuma proposta publicada ainda.'}
        emptyAction={
          Object.keys(query).length === 0 && (
            <ButtonLink to="/proposals/new" size="sm">
              Publicar a primeira
            </ButtonLink>
          )
        }
        minWidth={720}
        highlightOnHover
        columns={['Proposta', 'Parceria', { label: 'Valor', ta: 'right' }, { label: 'Candidaturas', ta: 'right' }, 'Publicada', 'Situação']}
        row={(proposal) => <ProposalRow key={proposal.id} proposal={proposal} />}
      />
    </Stack>
  );
}

function ProposalRow({ proposal }: { proposal: AdminProposalListItem }) {
  const state = STATE_LABELS[proposal.state];
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={proposal.logoUrl} size={36} radius="sm" color="gray" alt="">
            {proposal.brandName[0]?.toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <TextLink to="/proposals/$id" params={{ id: proposal.id }} fw={600} size="sm">
              {proposal.name}
            </TextLink>
            <Text size="xs" c="dimmed">
              {proposal.brandName}
              {proposal.categoriesOfInfluencer.length > 0 && ` · ${proposal.categoriesOfInfluencer.join(', ')}`}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{partnershipTypeLabels[proposal.partnershipType]}</Text>
        <Text size="xs" c="dimmed">
          {proposal.isSilversAlloweds ? 'Ouro e Prata' : 'Só Ouro'}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatCents(proposal.valueCents)}
      </Table.Td>
      <Table.Td ta="right">{formatCount(proposal.totalApplications)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(proposal.publishedAt)}</Table.Td>
      <Table.Td>
        <StateBadge state={state} variant="light" />
      </Table.Td>
    </Table.Tr>
  );
}
