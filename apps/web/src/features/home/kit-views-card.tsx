import type { Overview } from '@ma/api-client/schemas';
import { countNoun, formatCount } from '@ma/domain';
import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { IconChartLine, IconLink } from '@tabler/icons-react';
import { DailySparkline, dailySummary } from '../../components/daily-sparkline.tsx';
import { useCopyWithToast } from '../../lib/use-copy-with-toast.ts';
import { FigureSkeleton, LineSkeleton } from './figure-skeletons.tsx';
import { Figure } from './figure.tsx';
import { HomeCard } from './home-card.tsx';

const CHART_HEIGHT = 48;

/**
 * The public kit's views in the last 30 days (the total and a small chart of each day) and its
 * address to share; with no views, what to do to get some.
 */
export function KitViewsCard({ kit }: { kit: Overview['mediaKit'] | undefined }) {
  const copy = useCopyWithToast();
  return (
    <HomeCard
      title="Visitas ao seu mídia kit"
      icon={<IconChartLine size={20} />}
      busy={!kit}
      actionWidth={140}
      action={
        kit && (
          <Button variant="light" radius="xl" leftSection={<IconLink size={18} aria-hidden />} onClick={() => copy(kit.url)}>
            Copiar link
          </Button>
        )
      }
    >
      {kit ? (
        <Group gap={8} align="baseline" wrap="nowrap">
          <Figure testId="kit-views">{formatCount(kit.viewsLast30Days)}</Figure>
          <Text size="sm" c="dimmed">
            {countNoun(kit.viewsLast30Days, 'visualização', 'visualizações')} em 30 dias
          </Text>
        </Group>
      ) : (
        <FigureSkeleton />
      )}
      <Stack h={CHART_HEIGHT} justify="center">
        {!kit ? (
          <Skeleton height={CHART_HEIGHT} radius="md" />
        ) : kit.viewsLast30Days > 0 ? (
          <ViewsChart days={kit.viewsByDay} />
        ) : (
          <Text size="sm" c="dimmed">
            {kit.complete
              ? 'Sem visitas ainda: ponha o link na sua bio e envie às marcas.'
              : 'Complete o kit e compartilhe o link para receber visitas.'}
          </Text>
        )}
      </Stack>
      {kit ? (
        <Anchor href={kit.url} target="_blank" rel="noopener" size="sm" fw={600} truncate>
          {kit.url.replace(/^https?:\/\//, '')}
        </Anchor>
      ) : (
        <LineSkeleton width="60%" />
      )}
    </HomeCard>
  );
}

function ViewsChart({ days }: { days: Overview['mediaKit']['viewsByDay'] }) {
  const views = days.map((day) => day.views);
  return (
    <DailySparkline
      values={views}
      label={dailySummary(views, { counted: 'Visualizações', none: 'Nenhuma visualização' })}
      height={CHART_HEIGHT}
      fluid
    />
  );
}
