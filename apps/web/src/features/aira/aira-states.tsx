import { Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
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

export interface ListSkeletonsProps {
  /** What is loading, read out while it does. */
  label: string;
  count: number;
  /** The widths of each card's title and line. */
  widths: [title: string, line: string];
}

/** A list of Aira's past work loading: a few cards, each a title and a line. */
export function ListSkeletons({ label, count, widths: [title, line] }: ListSkeletonsProps) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder radius="lg" p="md">
          <Skeleton height={14} width={title} radius="xl" />
          <Skeleton height={12} width={line} radius="xl" mt="sm" />
        </Paper>
      ))}
    </Stack>
  );
}
