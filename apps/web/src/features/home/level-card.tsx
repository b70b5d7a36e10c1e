import type { Overview } from '@ma/api-client/schemas';
import { levelLabel, levelStepTexts, type Level } from '@ma/domain';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { ButtonSkeleton, LineSkeleton } from './figure-skeletons.tsx';
import { LevelChecklist } from './level-checklist.tsx';
import { LevelPath } from './level-path.tsx';

export interface LevelCardProps {
  /** The level the account info already holds, shown from the first paint. */
  level: Level;
  /** The checklist from the overview; undefined while it loads (or when it failed). */
  progress: Overview['progress'] | undefined;
  /** The overview is still on its way: skeletons of the checklist's exact size. */
  loading: boolean;
}

function Footer({ progress }: { progress: Overview['progress'] }) {
  const done = progress.steps.filter((step) => step.done).length;
  const next = progress.nextStep ? levelStepTexts[progress.nextStep] : null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" maw={420}>
        {next ? `${done} de ${progress.steps.length} passos feitos.` : 'Tudo feito: você chegou ao Ouro.'}
      </Text>
      {next ? (
        <ButtonLink to={next.to} radius="xl" rightSection={<IconArrowRight size={18} aria-hidden />}>
          {next.action}
        </ButtonLink>
      ) : (
        <ButtonLink to="/publis" radius="xl" leftSection={<IconSearch size={18} aria-hidden />}>
          Buscar publis
        </ButtonLink>
      )}
    </Group>
  );
}

function ChecklistSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Carregando seus passos">
      <Stack gap="xs">
        {[0, 1, 2].map((row) => (
          <Group key={row} gap="sm" wrap="nowrap" mih={26}>
            <Skeleton circle height={22} />
            <Skeleton height={12} width={160} radius="xl" />
          </Group>
        ))}
      </Stack>
      <Group justify="space-between" gap="sm">
        <LineSkeleton width={140} />
        <ButtonSkeleton width={190} />
      </Group>
    </Stack>
  );
}

/**
 * The way from Bronze to Ouro (docs/product/home-and-monetize.md): the level, the checklist of
 * what is done, and the one next step with its button; at Ouro with everything done, a line
 * saying so and 'Buscar publis'.
 */
export function LevelCard({ level, progress, loading }: LevelCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="level-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz={20} id="level-title">
              Seu caminho até o Ouro
            </Title>
            <Text size="sm" c="dimmed">
              Seu nível: <strong>{levelLabel(level)}</strong>
            </Text>
          </Stack>
          <LevelPath level={level} />
        </Group>
        {progress ? (
          <Stack gap="md">
            <LevelChecklist progress={progress} />
            <Footer progress={progress} />
          </Stack>
        ) : (
          loading && <ChecklistSkeleton />
        )}
      </Stack>
    </Paper>
  );
}
