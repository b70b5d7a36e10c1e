import { accountInfoQueryOptions } from '@ma/api-client/query';
import { levelLabel } from '@ma/domain';
import { LevelMedal } from '@ma/ui/level-medal';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import { IconConfetti } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { CongratsCredentials } from './credentials-form.tsx';
import { congratsStep } from './next-step.ts';
import { PageColumn } from '../../../components/page-column.tsx';

/**
 * /media-kit/congrats ('Parabéns!'), after a network is connected: the level now, with its
 * medal, and the one next step; an account without a password also creates its access here.
 */
export function CongratsPage() {
  const api = useApi();
  const { data: account } = useSuspenseQuery(accountInfoQueryOptions(api));
  const { level } = account.user;
  const step = congratsStep(account);

  return (
    <PageColumn maw={720}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconConfetti size={34} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Parabéns!
          </Title>
          <Text>Sua rede foi conectada.</Text>
          <Group gap="xs" justify="center">
            <Text fw={600}>Seu nível: {levelLabel(level)}</Text>
            <LevelMedal level={level} withLabel={false} />
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="next-step-title">
        <Stack gap="sm">
          <Text size="sm" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            Próximo passo
          </Text>
          <Title order={2} fz={20} id="next-step-title">
            {step.title}
          </Title>
          <Text>{step.text}</Text>
          <Group gap="sm" mt="xs">
            {step.actions.map((action, index) => (
              <ButtonLink key={action.to} to={action.to} radius="xl" variant={index === 0 ? 'filled' : 'default'}>
                {action.label}
              </ButtonLink>
            ))}
          </Group>
        </Stack>
      </Paper>

      {!account.user.hasPassword && <CongratsCredentials email={account.user.email} />}
    </PageColumn>
  );
}
