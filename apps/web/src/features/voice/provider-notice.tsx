import { airaMessages, type VoiceProviderKind } from '@ma/domain';
import { Alert, Badge, Flex, Paper, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconFlask, IconPlugConnectedX } from '@tabler/icons-react';

/**
 * Which voice service this server has, said plainly: none (samples are kept, but no voice can
 * be made), or the demonstration (its narrations are an example sound, never the creator's voice).
 * A real service needs no notice.
 */
export function ProviderNotice({ kind }: { kind: VoiceProviderKind }) {
  if (kind === 'none') {
    return (
      <Alert
        color="yellow"
        radius="lg"
        variant="light"
        icon={<IconPlugConnectedX aria-hidden />}
        title="Serviço de voz não configurado"
        // A dark amber for the title and icon: AA contrast on the light yellow (as the affiliate badges).
        style={{ '--alert-color': '#7c4a03' }}
      >
        {airaMessages.synthesisNeedsProvider}
      </Alert>
    );
  }
  if (kind !== 'demo') return null;
  return (
    <Paper withBorder radius="lg" p="sm" bg="var(--mantine-color-grape-light)">
      <Flex direction={{ base: 'column', xs: 'row' }} gap="xs" align={{ base: 'flex-start', xs: 'center' }}>
        <Badge color="grape.9" variant="filled" radius="sm" leftSection={<IconFlask size={12} aria-hidden />} style={{ flexShrink: 0 }}>
          Demonstração
        </Badge>
        <Text size="sm">{airaMessages.demoVoiceProvider}</Text>
      </Flex>
    </Paper>
  );
}
