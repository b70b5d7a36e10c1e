import { voiceOversQueryOptions } from '@ma/api-client/query/voice';
import type { VoiceOver } from '@ma/api-client/schemas';
import { airaMessages, formatCountOf, formatDate } from '@ma/domain';
import { PlainList } from '@ma/ui/plain-list';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError, retryOf } from '../../components/load-error.tsx';
import { useApi } from '../../lib/use-api.ts';
import { StatusBadge } from './status-badge.tsx';
import { VoiceOverPlayer } from './voice-over-player.tsx';

const statusColor = { generating: 'blue', completed: 'teal', failed: 'red' } as const;

/** 'Suas narrações': newest first; the one just made plays at once, the others on 'Ouvir'. */
export function VoiceOverList({ latestId }: { latestId: string | null }) {
  const api = useApi();
  const list = useQuery(voiceOversQueryOptions(api));
  return (
    <Stack gap="sm">
      <Title order={3} fz={16}>
        Suas narrações
      </Title>
      {list.isPending ? (
        <Skeleton height={72} radius="md" aria-label="Carregando suas narrações" />
      ) : list.isError ? (
        <LoadError title="Não foi possível carregar suas narrações" {...retryOf(list)} />
      ) : list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {airaMessages.noVoiceOvers}
        </Text>
      ) : (
        <PlainList gap="xs" aria-label="Suas narrações">
          {list.data.items.map((item) => (
            <VoiceOverItem key={item.id} item={item} autoPlay={item.id === latestId} />
          ))}
        </PlainList>
      )}
    </Stack>
  );
}

function VoiceOverItem({ item, autoPlay }: { item: VoiceOver; autoPlay: boolean }) {
  const [open, setOpen] = useState(autoPlay);
  const label = `Narração de ${formatDate(item.createdAt)}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" lineClamp={2} style={{ flex: 1 }}>
            {item.text}
          </Text>
          <StatusBadge tone={statusColor[item.status]}>{airaMessages.voiceOverStatus[item.status]}</StatusBadge>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDate(item.createdAt)}
          {item.refunded > 0 ? ` · ${formatCountOf(item.refunded, 'crédito devolvido', 'créditos devolvidos')}` : ''}
        </Text>
        {item.status === 'completed' &&
          (open || autoPlay ? (
            <VoiceOverPlayer id={item.id} label={label} />
          ) : (
            <Group>
              <Button
                variant="light"
                size="compact-sm"
                radius="xl"
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                onClick={() => setOpen(true)}
                aria-label={`Ouvir ${label.toLowerCase()}`}
              >
                Ouvir
              </Button>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}
