import type { NetworkConnection } from '@ma/api-client/schemas';
import { formatDate, formatEngagement, formatFollowers } from '@ma/domain';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { UserAvatar } from '@ma/ui/avatar';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fw={700} fz="lg" lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

const count = (value: number | null) => (value === null ? '—' : formatFollowers(value));

/** A connected account: photo, name, @username and its numbers as the kit shows them. */
export function NetworkProfile({ connection }: { connection: NetworkConnection }) {
  const handle = connection.username ? `@${connection.username}` : '';
  const name = connection.displayName?.trim() || handle;
  // Until the first refresh, the numbers are those read when the account was connected.
  const readAt = connection.statsUpdatedAt ?? connection.connectedAt;
  const updated = readAt ? formatDate(readAt) : '';
  return (
    <Stack gap="md">
      <Group wrap="nowrap" gap="sm">
        <UserAvatar name={name || 'Perfil'} src={connection.avatarUrl} size={48} />
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {name}
          </Text>
          {handle && name !== handle && (
            <Text size="sm" c="dimmed" truncate>
              {handle}
            </Text>
          )}
        </Stack>
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        <Stat label="Seguidores" value={count(connection.followers)} />
        <Stat label="Engajamento" value={connection.engagementRate === null ? '—' : formatEngagement(connection.engagementRate)} />
        {connection.likes === null ? (
          <Stat label="Publicações" value={count(connection.posts)} />
        ) : (
          <Stat label="Curtidas" value={count(connection.likes)} />
        )}
      </SimpleGrid>
      {updated && (
        <Text size="xs" c="dimmed">
          Atualizado em {updated}
        </Text>
      )}
    </Stack>
  );
}
