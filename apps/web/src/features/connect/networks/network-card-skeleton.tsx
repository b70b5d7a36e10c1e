import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { CARD_MIN_HEIGHT } from './network-card.tsx';

/** A card's shape while the connections load, at the card's height, so nothing moves when they arrive. */
export function NetworkCardSkeleton() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mih={CARD_MIN_HEIGHT}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Skeleton height={44} width={44} radius="md" />
            <Skeleton height={20} width={110} radius="xl" />
          </Group>
          <Skeleton height={26} width={96} radius="sm" />
        </Group>
        <Skeleton height={12} radius="xl" />
        <Skeleton height={12} width="80%" radius="xl" />
        <Group gap="sm" mt="md">
          <Skeleton height={44} width={44} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="50%" radius="xl" />
            <Skeleton height={10} width="30%" radius="xl" />
          </Stack>
        </Group>
        <Skeleton height={36} width={170} radius="md" mt="md" />
      </Stack>
    </Paper>
  );
}
