import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface CreditsCardProps {
  /** A 22 px icon before the title, hidden from assistive technology. */
  icon: ReactNode;
  title: string;
  /** One line under the title. */
  description: string;
  children: ReactNode;
}

/** One of the credits page's side-by-side cards (the coupon, the VIP group): as tall as its row, an icon and an h2. */
export function CreditsCard({ icon, title, description, children }: CreditsCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} fz={18} id={titleId}>
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
