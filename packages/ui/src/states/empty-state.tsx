import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** A picture of what is missing, in a soft circle. @default undefined */
  icon?: ReactNode;
  /** What is missing, as a heading; without one the text says it alone. @default undefined */
  title?: string;
  /** One line on what to do next. @default undefined */
  text?: string;
  /** The one useful next step, e.g. a button. @default undefined */
  action?: ReactNode;
  /** The title's heading level: 2 where it stands for the page's section. @default 3 */
  titleOrder?: 2 | 3;
}

/** Nothing to show yet: says so and offers the next step. The creators' screens and the internal apps' lists alike. */
export function EmptyState({ icon, title, text, action, titleOrder = 3 }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="xs" ta="center">
        {icon && (
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
        {title && (
          <Title order={titleOrder} fz={18}>
            {title}
          </Title>
        )}
        {text && (
          <Text c="dimmed" size="sm" maw={420}>
            {text}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
