import { Group, Paper, Stack, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** Where a brand not yet approved stands: an icon in the state's colour, a title, and what it means. */
export function StatusCard({ icon, color, title, children }: { icon: ReactNode; color: MantineColor; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <Stack>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="soft" color={color} size="lg" radius="xl">
            {icon}
          </ThemeIcon>
          <Title order={1} fz={22}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
