import { Logo } from '@ma/ui/logo';
import { Center, Paper, Stack, useComputedColorScheme } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page an e-mailed link opens, outside the app's shell: the logo over one card. */
export function LinkPageShell({ children }: { children: ReactNode }) {
  const scheme = useComputedColorScheme('light');
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack gap="xl" w="100%" maw={440} align="center">
        <Logo variant={scheme} height={32} />
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
