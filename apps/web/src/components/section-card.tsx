import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  /** One line on what the section is for. @default undefined */
  description?: ReactNode;
  /** The deletion's section is drawn in red. @default false */
  danger?: boolean;
  children: ReactNode;
}

/** A card of a page, a region named by its h2 title (the account's parts, the kit editor's, the kit's sharing). */
export function SectionCard({ title, description, danger = false, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
      style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz={18} id={titleId} c={danger ? 'red.9' : undefined}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
