import type { ApiClient } from '@ma/api-client';
import { searchCreators, type AdminCreator } from '@ma/api-client/admin';
import { levelLabels } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@ma/ui/page';
import { RowsSkeleton } from '@ma/ui/states';
import { StatusBadge } from '@ma/ui/status-badge';
import { ListTable } from '../../components/list-table.tsx';
import { useCursorList } from '../../lib/use-cursor-list.ts';
import { TextLink } from '../../components/router-links.tsx';
import { formatWhen } from './creator-labels.ts';

/** Criadores: search by e-mail, CPF, username or the start of a name (kept in the address's `q`). */
export function CreatorsPage({ api, q, onSearch }: { api: ApiClient; q: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(q);
  const creators = useCursorList(['admin', 'creators', 'search', q], (cursor) => searchCreators(api, { q, cursor }));

  return (
    <Stack maw={1100}>
      <PageHeader title="Criadores" />
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Buscar"
            description="E-mail, CPF e @usuário exatos; o nome pelo começo"
            placeholder="ana@exemplo.com, 529.982.247-25, @ana ou Ana Cla"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
            maxLength={200}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Buscar
          </Button>
        </Group>
      </form>

      <ListTable
        list={creators}
        loading={<RowsSkeleton rows={4} />}
        errorTitle="Não foi possível carregar os criadores"
        empty={q ? `Nenhum criador encontrado para “${q}”.` : 'Nenhum criador ainda.'}
        minWidth={640}
        highlightOnHover
        columns={['Nome', 'E-mail', 'Nível', 'Situação', 'Desde']}
        row={(creator) => (
          <Table.Tr key={creator.id}>
            <Table.Td>
              <TextLink to="/creators/$id" params={{ id: creator.id }} fw={600}>
                {creator.name}
              </TextLink>
              <Text size="xs" c="dimmed">
                @{creator.username}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{creator.email ?? '—'}</Table.Td>
            <Table.Td>{levelLabels[creator.level]}</Table.Td>
            <Table.Td>
              <CreatorStatus creator={creator} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWhen(creator.createdAt).split(',')[0]}</Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}

/** Bloqueado, or whether the e-mail is confirmed. */
export function CreatorStatus({ creator }: { creator: Pick<AdminCreator, 'blocked' | 'emailConfirmed' | 'email'> }) {
  if (creator.blocked) return <StatusBadge color="red">Bloqueado</StatusBadge>;
  if (creator.email && !creator.emailConfirmed) return <StatusBadge color="yellow">E-mail não confirmado</StatusBadge>;
  return <StatusBadge color="teal">Ativo</StatusBadge>;
}
