import type { Overview } from '@ma/api-client/schemas';
import { partnershipTypeLabels, formatCents, formatCountOf, type LevelStep, levelStepTexts } from '@ma/domain';
import { PlainList } from '@ma/ui/plain-list';
import { Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { IconArrowRight, IconSearch, IconSpeakerphone } from '@tabler/icons-react';
import { AnchorLink, ButtonLink } from '../../components/router-links.tsx';
import { LineSkeleton } from './figure-skeletons.tsx';
import { HomeCard } from './home-card.tsx';
import classes from './proposals-card.module.css';

// Room for the three proposals whatever the state, so that the card keeps its height from
// skeleton to list to empty state. On a phone the value goes under the name (one line each).
const ROW_HEIGHT = { base: 47, sm: 42 };
const LIST_HEIGHT = { base: 3 * 47 + 2 * 12, sm: 3 * 42 + 2 * 12 };

function ProposalRows({ proposals }: { proposals: Overview['proposals']['top'] }) {
  return (
    <PlainList gap="sm" aria-label="Publis abertas para você">
      {proposals.map((proposal) => (
        <Box component="li" key={proposal.id} className={classes.row} mih={ROW_HEIGHT}>
          {/* The list opens on the proposal: its name is what the search matches. */}
          <AnchorLink to="/publis" search={{ q: proposal.name }} className={classes.name} fw={600} size="sm" truncate c="var(--mantine-color-text)">
            {proposal.name}
          </AnchorLink>
          <Text className={classes.meta} size="xs" c="dimmed" truncate>
            {partnershipTypeLabels[proposal.partnershipType]} · {proposal.brandName}
          </Text>
          <Text className={classes.value} fw={800} c="brand.7">
            {formatCents(proposal.valueCents)}
          </Text>
        </Box>
      ))}
    </PlainList>
  );
}

function NoProposals({ nextStep }: { nextStep: LevelStep | null }) {
  const step = nextStep ? levelStepTexts[nextStep] : null;
  return (
    <Stack gap={6} align="center" justify="center" ta="center" h={LIST_HEIGHT} px="md">
      <IconSearch size={28} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
      <Text size="sm" c="dimmed" maw={420}>
        {step
          ? `${step.label} libera mais publis para o seu perfil.`
          : 'Veja a lista completa: as publis novas que combinarem com seu perfil aparecem aqui.'}
      </Text>
    </Stack>
  );
}

function RowsSkeleton() {
  return (
    <Stack gap="sm">
      {[0, 1, 2].map((row) => (
        <Group key={row} justify="space-between" gap="sm" wrap="nowrap" mih={ROW_HEIGHT}>
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="60%" radius="xl" />
            <Skeleton height={10} width="35%" radius="xl" />
          </Stack>
          <Skeleton height={16} width={90} radius="xl" />
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Up to three open proposals this creator may apply to now, or, with none, what unlocks more
 * (the level's next step) and the way to the whole list.
 */
export function ProposalsCard({ proposals, nextStep }: { proposals: Overview['proposals'] | undefined; nextStep: LevelStep | null }) {
  const step = nextStep ? levelStepTexts[nextStep] : null;
  const empty = proposals?.fitting === 0;
  return (
    <HomeCard
      title="Publis para você"
      icon={<IconSpeakerphone size={20} />}
      busy={!proposals}
      action={
        empty && step ? (
          <ButtonLink to={step.to} radius="xl" rightSection={<IconArrowRight size={18} aria-hidden />}>
            {step.action}
          </ButtonLink>
        ) : (
          <ButtonLink to="/publis" variant={empty ? 'filled' : 'light'} radius="xl">
            {empty ? 'Buscar publis' : 'Ver todas as publis'}
          </ButtonLink>
        )
      }
    >
      {proposals ? (
        <Text size="sm" c={empty ? undefined : 'dimmed'} fw={empty ? 600 : undefined}>
          {empty ? 'Nenhuma publi aberta agora.' : `${formatCountOf(proposals.fitting, 'publi aberta', 'publis abertas')} para você.`}
        </Text>
      ) : (
        <LineSkeleton width="50%" />
      )}
      <Box mih={LIST_HEIGHT}>
        {!proposals ? <RowsSkeleton /> : empty ? <NoProposals nextStep={nextStep} /> : <ProposalRows proposals={proposals.top} />}
      </Box>
    </HomeCard>
  );
}
