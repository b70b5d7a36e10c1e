import { accountInfoQueryOptions } from '@ma/api-client/query';
import { levelLabel } from '@ma/domain';
import { LevelMedal } from '@ma/ui/level-medal';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApi } from '../../lib/use-api.ts';
import { nextStepByLevel } from './next-step.ts';

export function HomePage() {
  const api = useApi();
  const { data: account } = useSuspenseQuery(accountInfoQueryOptions(api));
  const firstName = account.user.name.trim().split(/\s+/)[0] ?? '';
  const step = nextStepByLevel[account.user.level];

  return (
    <Stack gap="xl" p={{ base: 'md', sm: 'xl' }} maw={880} w="100%" mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Olá, {firstName}!
        </Title>
        <Text c="dimmed">Aqui está o que está acontecendo com o seu perfil.</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} maw={520}>
            <Text size="sm" c="dimmed">
              Seu nível: <strong>{levelLabel(account.user.level)}</strong>
            </Text>
            <Title order={2} fz={20}>
              {step.title}
            </Title>
            <Text>{step.text}</Text>
          </Stack>
          <LevelMedal level={account.user.level} size="md" />
        </Group>
        <Button component={Link} to={step.to} mt="lg" radius="xl">
          {step.action}
        </Button>
      </Paper>
    </Stack>
  );
}
