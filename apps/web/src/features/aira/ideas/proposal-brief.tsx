import { partnershipTypeLabels, formatCents, publicProposalDefaults } from '@ma/domain';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import type { BriefProposal } from '../use-brief-proposals.ts';

/** The brief Aira writes from: the proposal's brand, name, description, kind of partnership and niches. */
export function ProposalBrief({ proposal }: { proposal: BriefProposal }) {
  const niches = proposal.categoriesOfInfluencer.length > 0 ? proposal.categoriesOfInfluencer : [publicProposalDefaults.niches];
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" component="section" aria-label="Briefing da proposta">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <BrandLogo name={proposal.brandName} logoUrl={proposal.logoUrl} size={44} />
          <Stack gap={2} miw={0}>
            <Text fw={700} lh={1.3}>
              {proposal.name}
            </Text>
            <Text size="sm" c="dimmed" fw={500}>
              {proposal.brandName}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" lineClamp={5} style={{ whiteSpace: 'pre-line' }}>
          {proposal.description?.trim() || 'Sem descrição'}
        </Text>
        <Group gap={6}>
          <Badge variant="soft" radius="xl" tt="none" fw={600}>
            {partnershipTypeLabels[proposal.partnershipType]}
            {proposal.valueCents > 0 ? ` · ${formatCents(proposal.valueCents)}` : ''}
          </Badge>
          {niches.map((niche) => (
            <Badge key={niche} variant="outline" color="gray.6" c="gray.8" radius="xl" tt="none" fw={500}>
              {niche}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
