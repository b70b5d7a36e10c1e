import type { AiProvider } from '@ma/api-client/schemas';
import { providerLabel } from '@ma/domain';
import { Group, Text } from '@mantine/core';
import { IconRobot, IconSparkles } from '@tabler/icons-react';

/** Who wrote a piece (docs/product/aira.md "Who writes"): a model, or the offline generator. */
export function ProviderLabel({ provider }: { provider: AiProvider }) {
  const Icon = provider.kind === 'offline' ? IconRobot : IconSparkles;
  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      <Icon size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" c="dimmed">
        {providerLabel(provider.kind, provider.model)}
      </Text>
    </Group>
  );
}
