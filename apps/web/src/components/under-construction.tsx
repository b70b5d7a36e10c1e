import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** An honest placeholder for a screen that a later issue builds. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }} maw={880} w="100%" mx="auto">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <IconTools size={36} stroke={1.5} aria-hidden />
          <Text fw={600}>Esta área está em construção.</Text>
          <Text c="dimmed" size="sm">
            Estamos preparando esta tela. Enquanto isso, explore as outras áreas pelo menu.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
