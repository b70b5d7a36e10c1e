import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../logo/logo.tsx';

/**
 * The frame of an internal app's pages before sign-in (sign-in, sign-up, an invitation): the
 * product's mark and whose app it is (`app`, e.g. 'Back office'), a title, a card, and what goes
 * below the card (a link to the other guest page).
 */
export function GuestPage({
  app,
  title,
  children,
  footer,
  size = 440,
}: {
  app: string;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** The card's width (px). @default 440 */
  size?: number;
}) {
  return (
    <Container component="main" size={size} py={{ base: 24, sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4} align="center">
          <Logo />
          <Text size="sm" c="dimmed">
            {app}
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
