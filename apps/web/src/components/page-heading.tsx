import { Stack, Text, Title, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: ReactNode;
  /** The line under the title, on what the page is for. */
  description: ReactNode;
  /** How wide it may grow, where a button shares its row. @default undefined */
  maw?: StackProps['maw'];
}

/** The top of a page: its h1, and under it one dimmed line on what the page is for. */
export function PageHeading({ title, description, maw }: PageHeadingProps) {
  return (
    <Stack gap={4} maw={maw}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}
