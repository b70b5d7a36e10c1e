import type { ApiClient } from '@ma/api-client';
import { listAudit, listOperators, type AuditEntry } from '@ma/api-client/admin';
import { onFirstUse } from '@ma/domain';
import { ActionIcon, Code, Select, SimpleGrid, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { PageHeader } from '@ma/ui/page';
import { RowsSkeleton } from '@ma/ui/states';
import { ListTable } from '../../components/list-table.tsx';
import { useCursorList } from '../../lib/use-cursor-list.ts';
import { TARGET_OPTIONS, actionLabel, targetLabel } from './audit-labels.ts';
import { NO_FILTERS, toAuditFilters, type AuditFilterValues } from './audit-filters.ts';
import { FilterBar } from '../../components/filter-bar.tsx';
import { useFilterDraft } from '../../lib/use-filter-draft.ts';

const when = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' }));

/** Auditoria: every operator write, newest first, filtered by operator, target and dates. */
export function AuditPage({ api }: { api: ApiClient }) {
  const { draft, setDraft, applied, apply, clear } = useFilterDraft<AuditFilterValues>(NO_FILTERS);
  const filters = toAuditFilters(applied);
  const entries = useCursorList(['admin', 'audit', filters], (cursor) => listAudit(api, { ...filters, cursor }));
  const operators = useQuery({ queryKey: ['admin', 'operators'], queryFn: () => listOperators(api) });
  const set = (key: keyof AuditFilterValues) => (value: string | null) => setDraft((current) => ({ ...current, [key]: value }));

  return (
    <Stack maw={1200}>
      <PageHeader title="Auditoria" />
      <FilterBar onApply={apply} onClear={clear}>
        <Select
          label="Operador"
          placeholder="Todos"
          clearable
          data={(operators.data?.items ?? []).map((operator) => ({ value: operator.id, label: operator.name }))}
          value={draft.operatorId}
          onChange={set('operatorId')}
        />
        <Select label="Tipo do alvo" placeholder="Todos" clearable data={TARGET_OPTIONS} value={draft.targetType} onChange={set('targetType')} />
        <TextInput label="Id do alvo" value={draft.targetId} onChange={(event) => set('targetId')(event.currentTarget.value)} />
        <TextInput label="De" type="date" value={draft.from} onChange={(event) => set('from')(event.currentTarget.value)} />
        <TextInput label="Até" type="date" value={draft.to} onChange={(event) => set('to')(event.currentTarget.value)} />
      </FilterBar>

      <ListTable
        list={entries}
        loading={<RowsSkeleton rows={4} />}
        errorTitle="Não foi possível carregar a auditoria"
        empty={Object.keys(filters).length > 0 ? 'Nada encontrado com estes filtros.' : 'Nenhuma alteração registrada ainda.'}
        minWidth={760}
        columns={[{ label: <VisuallyHidden>Detalhes</VisuallyHidden>, w: 40 }, 'Quando', 'Quem', 'Ação', 'Alvo', 'IP']}
        row={(entry) => <AuditRow key={entry.id} entry={entry} />}
      />
    </Stack>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            aria-expanded={open}
            aria-label={open ? 'Esconder antes e depois' : 'Ver antes e depois'}
            onClick={() => setOpen(!open)}
          >
            <Chevron size={16} aria-hidden />
          </ActionIcon>
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{when().format(new Date(entry.at))}</Table.Td>
        <Table.Td>
          {entry.operator ? (
            <>
              <Text size="sm">{entry.operator.name}</Text>
              <Text size="xs" c="dimmed">
                {entry.operator.email}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Sistema
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Text size="sm">{actionLabel(entry.action)}</Text>
          <Code>{entry.action}</Code>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{targetLabel(entry.targetType)}</Text>
          {entry.targetId && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {entry.targetId}
            </Text>
          )}
        </Table.Td>
        <Table.Td>{entry.ip ?? '—'}</Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={6}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Change label="Antes" value={entry.before} />
              <Change label="Depois" value={entry.after} />
            </SimpleGrid>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

function Change({ label, value }: { label: string; value: unknown }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Code block>{value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}</Code>
    </Stack>
  );
}
