import { publicConfigQueryOptions } from '@ma/api-client/query';
import { Button } from '@ma/ui/button';
import { Text, VisuallyHidden } from '@mantine/core';
import { IconBrandWhatsapp, IconCrown, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';
import { CreditsCard } from './credits-card.tsx';

/**
 * The VIP group chat invitation, as the server configures it (VIP_GROUP_URL, GET /v3/config):
 * it opens in a new tab; the demo's stand-in says it is one; without a group the button is
 * disabled with a note.
 */
export function VipGroupCard() {
  const api = useApi();
  const config = useQuery(publicConfigQueryOptions(api));
  const group = config.data?.vipGroup;
  const unavailable = config.isError || group === null;

  return (
    <CreditsCard
      icon={<IconCrown size={22} stroke={1.7} aria-hidden color="var(--mantine-color-yellow-7)" />}
      title="Grupo VIP"
      description="Entre no grupo VIP para receber cupons exclusivos, novidades da Aira e dicas para criar conteúdo."
    >
      {group ? (
        <Button
          component="a"
          href={group.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="secondary"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          rightSection={<IconExternalLink size={16} aria-hidden />}
          fullWidth
          mt="auto"
          aria-describedby={group.demo ? 'vip-note' : undefined}
        >
          Entrar no grupo VIP
          <VisuallyHidden> (abre em uma nova aba)</VisuallyHidden>
        </Button>
      ) : (
        <Button
          variant="secondary"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          fullWidth
          mt="auto"
          disabled
          loading={config.isPending}
          aria-describedby={unavailable ? 'vip-note' : undefined}
        >
          Entrar no grupo VIP
        </Button>
      )}
      {group?.demo && (
        <Text id="vip-note" size="xs" c="dimmed">
          Endereço de demonstração: ele não abre um grupo de verdade.
        </Text>
      )}
      {unavailable && (
        <Text id="vip-note" size="xs" c="dimmed">
          O grupo VIP ainda não está disponível. Volte em breve.
        </Text>
      )}
    </CreditsCard>
  );
}
