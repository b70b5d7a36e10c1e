import { Logo } from '@ma/ui/logo';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of the pages before sign-in (entrar, cadastro, convite, the e-mail's proof): the
 * product's mark, a title, a card, and what goes below the card (a link to the other guest page).
 */
export function GuestPage({ title, children, footer, size = 440 }: { title: string; children: ReactNode; footer?: ReactNode; size?: number }) {
  return (
    <Container component="main" size={size} py={{ base: 24, sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4} align="center">
          <Logo />
          <Text size="sm" c="dimmed">
            Para marcas
          </Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <Stack>
            <Title order={1} fz={22}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
        {footer && (
          // The link keeps its words together when the line wraps on a phone.
          <Text size="sm" ta="center" style={{ textWrap: 'balance' }}>
            {footer}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
