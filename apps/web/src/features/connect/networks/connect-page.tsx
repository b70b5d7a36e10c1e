import { accountInfoQueryOptions, connectionsQueryOptions } from '@ma/api-client/query';
import { socialNetworks } from '@ma/domain';
import { Button, Group, SimpleGrid } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { IconHelpCircle } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/use-api.ts';
import { ConnectHelpDialog } from '../connect-help-dialog.tsx';
import { LoadError, retryOf } from '../../../components/load-error.tsx';
import { GoldNote } from './gold-note.tsx';
import { NetworkCard } from './network-card.tsx';
import { NetworkCardSkeleton } from './network-card-skeleton.tsx';
import { PageColumn } from '../../../components/page-column.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';

/**
 * /media-kit/connect ('Conecte suas redes sociais'): Instagram and TikTok, each with its state,
 * numbers and actions; why both matter (gold); and how to get Instagram ready.
 */
export function ConnectPage() {
  const api = useApi();
  const { data: account } = useSuspenseQuery(accountInfoQueryOptions(api));
  const connections = useQuery(connectionsQueryOptions(api));
  const [helpOpen, setHelpOpen] = useState(false);

  return (
    <PageColumn maw={1040}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading title="Conecte suas redes sociais" description="Mostre seus números reais no mídia kit e desbloqueie mais publis." maw={620} />
        <Button variant="subtle" leftSection={<IconHelpCircle size={18} aria-hidden />} onClick={() => setHelpOpen(true)}>
          Como preparar seu Instagram
        </Button>
      </Group>

      <GoldNote level={account.user.level} />

      {connections.isError ? (
        <LoadError title="Não foi possível carregar suas redes" {...retryOf(connections)} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-busy={connections.isPending || undefined}>
          {connections.isPending
            ? socialNetworks.map((network) => <NetworkCardSkeleton key={network} />)
            : connections.data.networks.map((connection) => (
                <NetworkCard
                  key={connection.network}
                  connection={connection}
                  provider={connections.data.providers[connection.network]}
                  level={account.user.level}
                />
              ))}
        </SimpleGrid>
      )}

      <ConnectHelpDialog opened={helpOpen} onClose={() => setHelpOpen(false)} />
    </PageColumn>
  );
}
