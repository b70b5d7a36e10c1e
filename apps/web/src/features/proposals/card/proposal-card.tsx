import type { Proposal } from '@ma/api-client/schemas';
import { formatCountOf, type Level, truncateProposalName } from '@ma/domain';
import { Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconShare, IconSparkles } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ApplyAction } from '../apply/apply-action.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { MissingFeaturesAlert } from './missing-features-alert.tsx';
import { proposalFactList } from './proposal-fact-list.tsx';
import { ProposalFacts } from './proposal-facts.tsx';
import { ProposalBadges } from './proposal-badges.tsx';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { ProposalNiches } from './proposal-niches.tsx';
import { ProposalValue } from './proposal-value.tsx';
import { useViewportWidth } from '../../../lib/drawn-for.ts';
import classes from './proposal-card.module.css';

/**
 * One proposal of /publis: collapsed (niches, 3-line description) or expanded (every fact).
 * `opened`: it starts expanded and scrolled into view, 'Fazer Proposta' at hand.
 */
export function ProposalCard({ proposal, level, opened = false }: { proposal: Proposal; level: Level; opened?: boolean }) {
  const [expanded, setExpanded] = useState(opened);
  // The details are drawn when first asked for: twelve cards' facts, unseen, were half the list's first render.
  const [detailsDrawn, setDetailsDrawn] = useState(opened);
  const toggle = () => {
    setDetailsDrawn(true);
    setExpanded((open) => !open);
  };
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = card.current;
    if (!opened || !node) return;
    // The whole card when it fits; else its end, where a blocked card's reasons and 'Fazer Proposta' stand.
    node.scrollIntoView({ block: node.offsetHeight <= window.innerHeight ? 'start' : 'end' });
  }, [opened]);
  const width = useViewportWidth();
  const titleId = useId();
  const detailsId = useId();
  // SPEC's cut (30 or 50 characters) is the collapsed card's; expanded, the card shows every fact, its whole name too.
  const name = expanded ? proposal.name : truncateProposalName(proposal.name, width);
  const value = (
    <ProposalValue
      valueClassName={classes.value}
      valueCents={proposal.valueCents}
      partnershipType={proposal.partnershipType}
      acceptsNegotiations={proposal.acceptsNegotiations}
    />
  );

  return (
    <Paper ref={card} component="article" aria-labelledby={titleId} withBorder radius="lg" className={classes.card} shadow={expanded ? 'md' : 'xs'}>
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <BrandLogo logoUrl={proposal.logoUrl} name={proposal.brandName} size={56} />
          <Stack gap={4} style={{ flex: 1 }} miw={0}>
            <ProposalBadges hasApplied={proposal.hasApplied} isNew={proposal.isNew} totalApplications={proposal.totalApplications} />
            {/* Under the page's h1 (the tabs are no heading): an h3 skipped a level (Lighthouse's heading-order). */}
            <Title id={titleId} order={2} className={classes.title} lh={1.3} title={name === proposal.name ? undefined : proposal.name}>
              {name}
            </Title>
            <Text size="sm" c="dimmed" fw={500}>
              {proposal.brandName}
            </Text>
          </Stack>
          <Group visibleFrom="sm">{value}</Group>
        </Group>
        <Group hiddenFrom="sm">{value}</Group>
        <ProposalNiches niches={proposal.categoriesOfInfluencer} />
        <Text size="sm" lineClamp={expanded ? undefined : 3} style={{ whiteSpace: 'pre-line' }}>
          {proposal.description?.trim() || 'Sem descrição'}
        </Text>
        <Collapse expanded={expanded} id={detailsId}>
          {detailsDrawn && (
            <Stack gap="md" pt={4}>
              <ProposalFacts facts={proposalFactList(proposal)} />
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {applicationsLine(proposal.totalApplications)}
                </Text>
                <Group gap="md">
                  <AnchorLink to="/aira" search={{ proposal: proposal.id }} size="sm" fw={600}>
                    <Group gap={4} component="span" wrap="nowrap">
                      <IconSparkles size={16} aria-hidden />
                      Gerar ideias com a Aira
                    </Group>
                  </AnchorLink>
                  <AnchorLink to="/publi/$proposalId/public" params={{ proposalId: proposal.id }} size="sm" fw={600}>
                    <Group gap={4} component="span" wrap="nowrap">
                      <IconShare size={16} aria-hidden />
                      Ver página pública
                    </Group>
                  </AnchorLink>
                </Group>
              </Group>
            </Stack>
          )}
        </Collapse>
        <MissingFeaturesAlert features={proposal.missingFeatures} details={proposal.missingDetails} />
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            color="gray"
            px="xs"
            onClick={toggle}
            aria-expanded={expanded}
            aria-controls={detailsId}
            rightSection={<IconChevronDown size={16} style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />}
          >
            {expanded ? 'Ver menos' : 'Ver detalhes'}
          </Button>
          <ApplyAction proposal={proposal} level={level} />
        </Group>
      </Stack>
    </Paper>
  );
}

const applicationsLine = (count: number): string =>
  count === 0
    ? 'Ninguém enviou proposta ainda: seja o primeiro!'
    : `${formatCountOf(count, 'criador já enviou proposta', 'criadores já enviaram proposta')}.`;
