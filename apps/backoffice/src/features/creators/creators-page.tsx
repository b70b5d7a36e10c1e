import type { ApiClient } from '@ma/api-client';
import { searchCreators, type AdminCreator } from '@ma/api-client/admin';
import { levelLabels } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Badge, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { RowsSkeleton } from '../../components/rows-skeleton.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { CreatorLink } from './creator-link.tsx';
import { formatWhen } from './creator-labels.ts';

/** Criadores: search by e-mail, CPF, username or the start of a name (kept in the address's `q`). */
export function CreatorsPage({ api, q, onSearch }: { api: ApiClient; q: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(q);
  const creators = useInfiniteQuery({
    queryKey: ['admin', 'creators', 'search', q],
    queryFn: ({ pageParam }) => searchCreators(api, { q, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const items = creators.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack maw={1100}>
      <Title order={1} fz={26}>
        Criadores
      </Title>
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

      {creators.isPending ? (
        <RowsSkeleton rows={4} />
      ) : creators.isError ? (
        <LoadError title="Não foi possível carregar os criadores" query={creators} />
      ) : items.length === 0 ? (
        <EmptyState text={q ? `Nenhum criador encontrado para “${q}”.` : 'Nenhum criador ainda.'} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Nível</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Desde</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((creator) => (
                  <Table.Tr key={creator.id}>
                    <Table.Td>
                      <CreatorLink to="/creators/$id" params={{ id: creator.id }} fw={600}>
                        {creator.name}
                      </CreatorLink>
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
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {creators.hasNextPage && (
            <Button
              variant="secondary"
              onClick={() => void creators.fetchNextPage()}
              loading={creators.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              Carregar mais
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

/** Bloqueado, or whether the e-mail is confirmed. */
export function CreatorStatus({ creator }: { creator: Pick<AdminCreator, 'blocked' | 'emailConfirmed' | 'email'> }) {
  const styles = { label: { overflow: 'visible' } };
  if (creator.blocked)
    return (
      <Badge color="red" styles={styles}>
        Bloqueado
      </Badge>
    );
  if (creator.email && !creator.emailConfirmed)
    return (
      <Badge color="yellow" styles={styles}>
        E-mail não confirmado
      </Badge>
    );
  return (
    <Badge color="teal" styles={styles}>
      Ativo
    </Badge>
  );
}
