import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: ReactNode;
  text: string;
  /** The next step, e.g. a link. @default undefined */
  action?: ReactNode;
}

/** Nothing written yet: says so and offers the next step. */
export function EmptyState({ icon, text, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text c="dimmed" size="sm" maw={440}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
