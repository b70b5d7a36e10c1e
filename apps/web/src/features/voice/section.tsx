import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import { useId, type ReactNode } from 'react';

export interface SectionProps {
  /** Its place in the flow: 1 samples, 2 profile, 3 narration. */
  number: number;
  title: string;
  children: ReactNode;
}

/** One step of /aira/clone, as a titled region. */
export function Section({ number, title, children }: SectionProps) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon radius="xl" size={28} aria-hidden>
            {number}
          </ThemeIcon>
          <Title order={2} fz={20} id={id}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
