import { Logo } from '@ma/ui/logo';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the pages before sign-in (login, setup): the product's mark, a title, a card. */
export function GuestPage({ title, children, size = 420 }: { title: string; children: ReactNode; size?: number }) {
  return (
    <Container size={size} py={48}>
      <Stack gap="lg">
        <Stack gap={4} align="center">
          <Logo />
          <Text size="sm" c="dimmed">
            Back office
          </Text>
        </Stack>
        <Paper withBorder radius="md" p="xl">
          <Stack>
            <Title order={1} fz={22}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
