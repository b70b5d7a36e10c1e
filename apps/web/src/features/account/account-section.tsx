import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface AccountSectionProps {
  title: string;
  /** One line on what the section is for. @default undefined */
  description?: ReactNode;
  /** The deletion's section is drawn in red. @default false */
  danger?: boolean;
  children: ReactNode;
}

/** One card of the account page, a region named by its title. */
export function AccountSection({ title, description, danger = false, children }: AccountSectionProps) {
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
