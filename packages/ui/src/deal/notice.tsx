import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tinted box whose title and text keep AA contrast (the theme's 9 on its 0): a deal's concluded or change-asked notice. */
export function Notice({ color, title, children }: { color: string; title: string; children: ReactNode }) {
  return (
    <Paper bg={`${color}.0`} radius="md" p="sm">
      <Text fw={700} size="sm" c={`${color}.9`}>
        {title}
      </Text>
      <Text size="sm" c={`${color}.9`} component="div">
        {children}
      </Text>
    </Paper>
  );
}
