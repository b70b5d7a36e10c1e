import type { NetworkConnection, ProviderMode } from '@ma/api-client/schemas';
import {
  demoModeMessage,
  type Level,
  networkLabels,
  type NetworkState,
  networkStateLabels,
  notConfiguredMessage,
  type SocialNetwork,
} from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Alert, Badge, Group, Button as MantineButton, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconAlertTriangle, IconFlask, IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { useStartConnect } from '../use-start-connect.ts';
import { DisconnectDialog } from './disconnect-dialog.tsx';
import { NetworkIcon } from './network-icon.tsx';
import { NetworkProfile } from './network-profile.tsx';
import { RefreshButton } from './refresh-button.tsx';

/** Keeps the two cards, and their skeletons, the same height side by side. */
export const CARD_MIN_HEIGHT = 300;

const stateColors: Record<NetworkState, string> = { active: 'teal', reconnect: 'orange', not_connected: 'gray' };

const pitch: Record<SocialNetwork, string> = {
  instagram: 'Conecte seu Instagram profissional para mostrar seguidores e engajamento reais no seu mídia kit.',
  tiktok: 'Conecte seu TikTok para mostrar seguidores, curtidas e engajamento reais no seu mídia kit.',
};

export interface NetworkCardProps {
  connection: NetworkConnection;
  /** How this server reaches the network: really, through the labelled demo, or not at all. */
  provider: ProviderMode;
  /** The creator's level, for what disconnecting means. */
  level: Level;
}

/** One network on /media-kit/connect: its state, its numbers when connected, and what can be done. */
export function NetworkCard({ connection, provider, level }: NetworkCardProps) {
  const { network, state } = connection;
  const label = networkLabels[network];
  const start = useStartConnect();
  const [confirming, setConfirming] = useState(false);
  const configured = provider !== 'not_configured';
  const titleId = `network-${network}-title`;

  const connectButton = (text: string) => (
    <Button
      color={state === 'reconnect' ? 'orange' : undefined}
      leftSection={<IconPlugConnected size={18} aria-hidden />}
      loading={start.isPending || start.isSuccess}
      disabled={!configured}
      onClick={() => start.mutate(network)}
    >
      {text}
    </Button>
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mih={CARD_MIN_HEIGHT} component="section" aria-labelledby={titleId}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs">
          <Group gap="sm" wrap="nowrap">
            <NetworkIcon network={network} />
            <Title order={2} fz={20} id={titleId}>
              {label}
            </Title>
          </Group>
          <Badge color={stateColors[state]} variant="dot" size="md" radius="sm" style={{ flexShrink: 0 }}>
            {networkStateLabels[state]}
          </Badge>
        </Group>

        {provider === 'demo' && (
          <Alert color="yellow" radius="md" variant="light" icon={<IconFlask size={18} aria-hidden />} p="xs" role="note">
            <Text size="sm">{demoModeMessage(network)}</Text>
          </Alert>
        )}

        {state === 'reconnect' && (
          <Alert
            color="orange"
            radius="md"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Reconecte para continuar"
            role="note"
          >
            <Text size="sm">
              O acesso ao seu {label} expirou ou foi revogado, e os números pararam de ser atualizados. Reconecte para voltar a atualizá-los.
            </Text>
          </Alert>
        )}

        {state === 'not_connected' ? <Text size="sm">{pitch[network]}</Text> : <NetworkProfile connection={connection} />}

        {!configured && (
          <Text size="sm" c="dimmed">
            {notConfiguredMessage(network)}
          </Text>
        )}

        <Group gap="sm" mt="auto" align="flex-start">
          {state === 'not_connected' && connectButton(`Conectar ${label}`)}
          {state === 'reconnect' && connectButton('Reconectar')}
          {state === 'active' && <RefreshButton network={network} availableAt={connection.refreshAvailableAt} disabled={!configured} />}
          {state !== 'not_connected' && (
            <MantineButton
              variant="subtle"
              color="red"
              leftSection={<IconPlugConnectedX size={18} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              Desconectar
            </MantineButton>
          )}
        </Group>
      </Stack>
      <DisconnectDialog network={network} level={level} opened={confirming} onClose={() => setConfirming(false)} />
    </Paper>
  );
}
