import { affiliateLinksQueryOptions } from '@ma/api-client/query';
import type { AffiliateLink } from '@ma/api-client/schemas';
import { affiliateMessages } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { IconArrowDown, IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/use-api.ts';
import { LoadError, retryOf } from '../../../components/load-error.tsx';
import { EmptyState } from '@ma/ui/states';
import { LinkCard } from './link-card.tsx';
import { LinkQrModal } from './link-qr-modal.tsx';

function LinkSkeletons() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Carregando seus links">
      {Array.from({ length: 2 }, (_, index) => (
        <Paper key={index} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group gap="sm" wrap="nowrap">
            <Skeleton height={40} width={40} radius="md" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="40%" radius="xl" />
              <Skeleton height={12} width="70%" radius="xl" />
            </Stack>
          </Group>
          <Skeleton height={12} width="55%" radius="xl" mt="lg" />
          <Skeleton height={30} width={260} maw="100%" radius="xl" mt="sm" />
          <Skeleton height={32} radius="md" mt="lg" />
        </Paper>
      ))}
    </Stack>
  );
}

/** The creator's links, newest first as the API sends them; an empty list points to the brands. */
export function LinkList({ onBrowseBrands }: { onBrowseBrands: () => void }) {
  const links = useQuery(affiliateLinksQueryOptions(useApi()));
  const [qrLink, setQrLink] = useState<AffiliateLink | null>(null);

  if (links.isPending) return <LinkSkeletons />;
  if (links.isError) {
    return <LoadError title="Não foi possível carregar seus links" {...retryOf(links)} />;
  }
  if (links.data.items.length === 0) {
    return (
      <EmptyState
        icon={<IconLink size={30} stroke={1.6} />}
        title={affiliateMessages.noLinks}
        text="Escolha uma marca parceira e crie seu primeiro link para começar a ganhar comissões."
        action={
          <Button mt="xs" leftSection={<IconArrowDown size={18} aria-hidden />} onClick={onBrowseBrands}>
            Ver marcas
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      {links.data.items.map((link) => (
        <LinkCard key={link.id} link={link} onShowQr={setQrLink} />
      ))}
      <LinkQrModal link={qrLink} onClose={() => setQrLink(null)} />
    </Stack>
  );
}
