import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Nothing to show: says so, and what to do next when there is something. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="xs" ta="center">
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
