import type { PublicProposal } from '@ma/api-client/schemas';
import { proposalShareUrl, withPublicProposalDefaults } from '@ma/domain';
import { Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { proposalFactList } from '../card/proposal-fact-list.tsx';
import { ProposalBadges } from '../card/proposal-badges.tsx';
import { ProposalFacts } from '../card/proposal-facts.tsx';
import { ProposalLogo } from '../card/proposal-logo.tsx';
import { ProposalNiches } from '../card/proposal-niches.tsx';
import { ProposalValue } from '../card/proposal-value.tsx';
import { ApplyCall } from './apply-call.tsx';
import { KnowProduct } from './know-product.tsx';
import { PublicFooter, PublicShell } from './public-shell.tsx';
import { ShareOptions } from './share-options.tsx';
import { shareText } from './share-text.ts';

/** /publi/{id}/public: the whole proposal for anyone with the link, with the public defaults. */
export function PublicProposalPage({ proposal, isLoggedIn }: { proposal: PublicProposal; isLoggedIn: boolean }) {
  const shown = withPublicProposalDefaults(proposal);
  const url = proposalShareUrl(window.location.origin, proposal.id);
  useDocumentTitle(`${proposal.name} · ${proposal.brandName} · Mais Alcance`);

  return (
    <PublicShell isLoggedIn={isLoggedIn}>
      <Stack gap="lg">
        <Paper component="article" aria-labelledby="proposal-title" withBorder radius="lg" shadow="sm" style={{ overflow: 'hidden' }}>
          <Box
            h={{ base: 56, sm: 72 }}
            style={{
              background: 'var(--mantine-primary-color-filled)',
              backgroundImage: 'linear-gradient(120deg, var(--mantine-color-brand-6), var(--mantine-color-magenta-5))',
            }}
          />
          <Stack gap="lg" p={{ base: 'md', sm: 'xl' }} pt={0}>
            <Group justify="space-between" align="flex-end" gap="md" mt={-32}>
              <Box bg="white" p={4} style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
                <ProposalLogo logoUrl={proposal.logoUrl} brandName={proposal.brandName} size={72} />
              </Box>
              <ProposalBadges isNew={proposal.isNew} totalApplications={proposal.totalApplications} />
            </Group>
            <Stack gap={4}>
              <Text size="sm" c="dimmed" fw={600}>
                {proposal.brandName}
              </Text>
              <Title id="proposal-title" order={1} fz={{ base: 24, sm: 32 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
                {proposal.name}
              </Title>
            </Stack>
            <ProposalValue value={proposal.value} partnershipType={proposal.partnershipType} acceptsNegotiations={proposal.acceptsNegotiations} />
            <ProposalNiches niches={proposal.categoriesOfInfluencer} />
            <Stack gap={6}>
              <Text fw={700}>Sobre a publi</Text>
              <Text style={{ whiteSpace: 'pre-line' }}>{shown.description}</Text>
            </Stack>
            <Divider />
            <ProposalFacts facts={proposalFactList(proposal, { publicDefaults: true })} />
            <Divider />
            <ShareOptions url={url} title={proposal.name} text={shareText(proposal)} />
          </Stack>
        </Paper>
        <ApplyCall isLoggedIn={isLoggedIn} proposalName={proposal.name} />
        <KnowProduct isLoggedIn={isLoggedIn} />
      </Stack>
      <PublicFooter />
    </PublicShell>
  );
}
