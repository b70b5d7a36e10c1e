import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PublicHeader } from './public-header.tsx';

/** The frame of the public proposal page: header, a centred column on a soft background. */
export function PublicShell({ isLoggedIn, children }: { isLoggedIn: boolean; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <PublicHeader isLoggedIn={isLoggedIn} />
      <Stack component="main" gap="xl" maw={880} mx="auto" px={{ base: 'sm', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
        {children}
      </Stack>
    </Box>
  );
}

export function PublicFooter() {
  return (
    <Group component="footer" justify="center" gap="md" pb="md">
      <Text size="xs" c="dimmed">
        © Mais Alcance
      </Text>
      <Anchor component={Link} to="/privacy-policy" size="xs" c="dimmed">
        Política de privacidade
      </Anchor>
    </Group>
  );
}
