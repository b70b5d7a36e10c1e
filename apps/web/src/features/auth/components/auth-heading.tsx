import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title and the line under it that open each form of the signed-out screens (log in, sign up, forgot and new password). */
export function AuthHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Text c="dimmed">{children}</Text>
    </Stack>
  );
}
