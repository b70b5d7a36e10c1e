import type { Overview } from '@ma/api-client/schemas';
import type { ApplicationStatus } from '@ma/api-client/schemas';
import { formatCount } from '@ma/domain';
import { softTextColor } from '@ma/ui/theme';
import { Box, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { IconClipboardList } from '@tabler/icons-react';
import { applicationStatusView } from '../../components/application-status-badge.tsx';
import { ButtonLink } from '../../components/router-links.tsx';
import { Figure } from './figure.tsx';
import { HomeCard } from './home-card.tsx';

// The figure and its label; on a phone 'Em análise' takes two lines.
const FIGURES_HEIGHT = { base: 72, sm: 56 };

// The statuses in the order the badge component lists them (pending, accepted, rejected).
const statuses = Object.keys(applicationStatusView) as ApplicationStatus[];

/** The creator's applications by status (the labels of 'Minhas candidaturas'), or how to send a first one. */
export function ApplicationsCard({ applications }: { applications: Overview['applications'] | undefined }) {
  const none = applications !== undefined && statuses.every((status) => applications[status] === 0);
  return (
    <HomeCard
      title="Minhas candidaturas"
      icon={<IconClipboardList size={20} />}
      busy={!applications}
      action={
        none ? (
          <ButtonLink to="/publis" radius="xl">
            Buscar publis
          </ButtonLink>
        ) : (
          <ButtonLink to="/publis" search={{ tab: 'candidaturas' }} variant="light" radius="xl">
            Ver candidaturas
          </ButtonLink>
        )
      }
    >
      {!applications ? (
        <SimpleGrid cols={3} spacing="sm" mih={FIGURES_HEIGHT}>
          {statuses.map((status) => (
            <Stack key={status} gap={6}>
              <Skeleton height={30} width={40} radius="md" />
              <Skeleton height={18} width={72} radius="sm" />
            </Stack>
          ))}
        </SimpleGrid>
      ) : none ? (
        <Text size="sm" c="dimmed" mih={FIGURES_HEIGHT}>
          Nenhuma candidatura ainda: escolha uma publi e envie sua proposta.
        </Text>
      ) : (
        <SimpleGrid cols={3} spacing="sm" mih={FIGURES_HEIGHT}>
          {statuses.map((status) => (
            <Stack key={status} gap={2}>
              <Figure testId={`applications-${status}`}>{formatCount(applications[status])}</Figure>
              {/* The badge's colours, as a line that may wrap: three badges do not fit a phone's third. */}
              <Group gap={6} wrap="nowrap" align="flex-start">
                <Box
                  w={8}
                  h={8}
                  mt={5}
                  style={{ flex: 'none', borderRadius: '50%', background: `var(--mantine-color-${applicationStatusView[status].color}-6)` }}
                />
                <Text size="xs" fw={700} c={softTextColor(applicationStatusView[status].color)} lh={1.4}>
                  {applicationStatusView[status].label}
                </Text>
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </HomeCard>
  );
}
