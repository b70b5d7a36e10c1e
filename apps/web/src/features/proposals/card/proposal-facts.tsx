import { Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/ThemeIcon.css';
import type { ReactNode } from 'react';

export interface Fact {
  icon: ReactNode;
  label: string;
  value: ReactNode;
}

/** A proposal's facts as icon, label and value, two columns where there is room. */
export function ProposalFacts({ facts, columns = 2 }: { facts: Fact[]; columns?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: columns }} spacing="md" verticalSpacing="md">
      {facts.map(({ icon, label, value }) => (
        <Group key={label} gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="brand" size={36} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
              {label}
            </Text>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        </Group>
      ))}
    </SimpleGrid>
  );
}
