import type { ApiClient } from '@ma/api-client';
import { listBrandProposals, type BrandProposal } from '@ma/api-client/brand';
import { ListStates } from '@ma/app-kit/list-states';
import { formatCountOf } from '@ma/domain';
import { PageHeader } from '@ma/ui/page';
import { PlainList } from '@ma/ui/plain-list';
import { RowsSkeleton } from '@ma/ui/states';
import { StateBadge } from '@ma/app-kit/state-badge';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BRAND_KEY } from '../../lib/session.ts';
import { PROPOSAL_STATE_LABELS, PUBLISHED_STATE_LABELS, proposalValue } from './proposal-labels.ts';

/** Every query of the brand's proposals starts with it: a change refreshes the list and the proposal. */
export const PROPOSALS_KEY = [BRAND_KEY, 'proposals'] as const;

/**
 * Propostas: the brand's proposals, the last changed first (the API's order), each a link to its
 * editor (`rowLink`, the router's); `newButton` leads to 'Nova proposta'.
 */
export function ProposalsPage({
  api,
  newButton,
  rowLink,
}: {
  api: ApiClient;
  newButton: ReactNode;
  rowLink: (proposal: BrandProposal, children: ReactNode) => ReactNode;
}) {
  const proposals = useQuery({ queryKey: [...PROPOSALS_KEY, 'list'], queryFn: () => listBrandProposals(api) });
  return (
    <Stack maw={880}>
      <PageHeader
        title="Propostas"
        description="Escreva uma proposta e envie para análise: a equipe da Mais Alcance publica para as criadoras."
        action={newButton}
      />
      <ListStates
        list={{ query: proposals, items: proposals.data?.items }}
        loading={<RowsSkeleton rows={3} height={84} />}
        errorTitle="Não foi possível carregar as propostas"
        empty="Nenhuma proposta ainda. Escreva a primeira: ela fica como rascunho até você enviar para análise."
      >
        {(items) => (
          <PlainList gap="xs" aria-label="Propostas da marca">
            {items.map((proposal) => (
              <li key={proposal.id} aria-label={proposal.fields.name}>
                {rowLink(proposal, <ProposalRow proposal={proposal} />)}
              </li>
            ))}
          </PlainList>
        )}
      </ListStates>
    </Stack>
  );
}

function ProposalRow({ proposal }: { proposal: BrandProposal }) {
  const state = PROPOSAL_STATE_LABELS[proposal.state];
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Text fw={600} truncate="end">
            {proposal.fields.name}
          </Text>
          <Text size="sm" c="dimmed">
            {proposalValue(proposal)}
          </Text>
          {proposal.state === 'returned' && proposal.returnReason && (
            <Text size="sm" lineClamp={2}>
              Motivo: {proposal.returnReason}
            </Text>
          )}
          {proposal.published && (
            <Text size="sm">
              {PUBLISHED_STATE_LABELS[proposal.published.state]} ·{' '}
              {formatCountOf(proposal.published.totalApplications, 'candidatura', 'candidaturas')}
            </Text>
          )}
        </Stack>
        <StateBadge variant="soft" state={state} style={{ flexShrink: 0 }} />
      </Group>
    </Paper>
  );
}
