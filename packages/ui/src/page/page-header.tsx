import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's heading: its title, what it holds (dimmed, below) and its main action (on the right). */
export function PageHeader({ title, description, action }: { title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  const titled = (
    <Title order={1} fz={26}>
      {title}
    </Title>
  );
  const heading = description ? (
    <Stack gap={4}>
      {titled}
      <Text c="dimmed" size="sm">
        {description}
      </Text>
    </Stack>
  ) : (
    titled
  );
  if (!action) return heading;
  return (
    <Group justify="space-between">
      {heading}
      {action}
    </Group>
  );
}
