import type { ApiClient } from '@ma/api-client';
import { listReviewedProposals, publishBrandProposal, returnBrandProposal } from '@ma/api-client/admin';
import { proposalReturnPayloadSchema, type ReviewedProposal } from '@ma/api-client/brand';
import { formatCents, formatCnpj, formatCount, formatDateTime, partnershipTypeLabels, reaisToCentavos } from '@ma/domain';
import { Dialog } from '@ma/ui/dialog';
import { PageHeader } from '@ma/ui/page';
import { RowsSkeleton } from '@ma/ui/states';
import { StateBadge } from '@ma/app-kit/state-badge';
import { Menu, Stack, Table, Text } from '@mantine/core';
import { IconArrowBackUp, IconEye, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ListTable } from '../../components/list-table.tsx';
import { SituationFilter } from '../../components/situation-filter.tsx';
import { ROW_ACTIONS_COLUMN, RowActions } from '../../components/row-actions.tsx';
import { useCursorList } from '../../lib/use-cursor-list.ts';
import { useReviewDecisions } from '../../lib/use-review-decisions.ts';
import { STATE_LABELS } from '../proposals/proposal-labels.ts';
import { REVIEW_FILTER_EMPTY, REVIEW_FILTER_LABELS, REVIEW_STATE, reviewFilters, type ReviewFilter } from './brand-proposal-labels.ts';
import { BrandProposalView } from './brand-proposal-view.tsx';
import { ReviewDialogs } from '../../components/review-dialogs.tsx';

const reviewKey = ['admin', 'brand-proposals'] as const;

/**
 * Propostas das marcas (admin, support; docs/product/brands.md, "Proposals"): the proposals brands
 * sent, newest submission first, of one state (submitted by default), each read in full ('Ver'),
 * and the operator's decision on a submitted one: publish it (creators see it at once) or return it
 * with a reason. A proposal another operator decided meanwhile answers 409: its detail is shown and
 * the list is read again.
 */
export function BrandProposalsPage({ api, filter, onFilter }: { api: ApiClient; filter: ReviewFilter; onFilter: (filter: ReviewFilter) => void }) {
  const proposals = useCursorList([...reviewKey, filter], (cursor) => listReviewedProposals(api, { state: filter, cursor }));
  const [viewing, setViewing] = useState<ReviewedProposal>();
  const decisions = useReviewDecisions<ReviewedProposal>({
    queryKey: reviewKey,
    accept: (proposal) => publishBrandProposal(api, proposal.id),
    accepted: 'Proposta publicada.',
    reject: (proposal, reason) => returnBrandProposal(api, proposal.id, { reason }),
    rejected: 'Proposta devolvida.',
  });

  return (
    <Stack maw={1200}>
      <PageHeader
        title="Propostas das marcas"
        description="Propostas escritas pelas marcas: publique para as criadoras verem, ou devolva com um motivo para a marca corrigir."
      />
      <SituationFilter value={filter} filters={reviewFilters} labels={REVIEW_FILTER_LABELS} onChange={onFilter} />
      <ListTable
        list={proposals}
        loading={<RowsSkeleton rows={4} height={52} />}
        errorTitle="Não foi possível carregar as propostas"
        empty={REVIEW_FILTER_EMPTY[filter]}
        minWidth={720}
        highlightOnHover
        columns={['Marca', 'Proposta', { label: 'Valor', ta: 'right' }, 'Tipo de parceria', 'Enviada em', 'Situação', ROW_ACTIONS_COLUMN]}
        row={(proposal) => (
          <Table.Tr key={proposal.id} data-testid={`brand-proposal-${proposal.id}`}>
            <Table.Td miw={140}>
              <Text size="sm" fw={600}>
                {proposal.brand.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatCnpj(proposal.brand.cnpj)}
              </Text>
            </Table.Td>
            <Table.Td miw={140} style={{ overflowWrap: 'anywhere' }}>
              {proposal.fields.name}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatCents(reaisToCentavos(proposal.fields.value))}
            </Table.Td>
            <Table.Td>{partnershipTypeLabels[proposal.fields.partnershipType]}</Table.Td>
            <Table.Td>{proposal.submittedAt && formatDateTime(proposal.submittedAt)}</Table.Td>
            <Table.Td maw={260}>
              <Standing proposal={proposal} />
            </Table.Td>
            <Table.Td>
              <RowActions
                label={`Ações para ${proposal.fields.name}`}
                busy={decisions.acceptance.isPending && decisions.acceptance.variables?.id === proposal.id}
              >
                <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => setViewing(proposal)}>
                  Ver
                </Menu.Item>
                {proposal.state === 'submitted' && (
                  <>
                    <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={() => decisions.setAccepting(proposal)}>
                      Publicar
                    </Menu.Item>
                    <Menu.Item color="red" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={() => decisions.setRejecting(proposal)}>
                      Devolver
                    </Menu.Item>
                  </>
                )}
              </RowActions>
            </Table.Td>
          </Table.Tr>
        )}
      />

      <Dialog opened={viewing !== undefined} onClose={() => setViewing(undefined)} title={viewing?.fields.name} size="lg">
        {viewing && <BrandProposalView proposal={viewing} />}
      </Dialog>
      <ReviewDialogs
        decisions={decisions}
        accept={{
          title: 'Publicar proposta',
          label: 'Publicar',
          body: (proposal) => (
            <>
              <strong>{proposal.fields.name}</strong>, de {proposal.brand.name}, passa a ser uma proposta aberta. As criadoras verão a proposta na
              hora.
            </>
          ),
        }}
        reject={{
          title: 'Devolver proposta',
          label: 'Devolver',
          schema: proposalReturnPayloadSchema,
          description: 'Vai por e-mail para a marca e aparece ao lado da proposta, para ela corrigir e enviar de novo.',
          body: (proposal) => (
            <>
              <strong>{proposal.fields.name}</strong> volta para {proposal.brand.name}, que recebe o motivo por e-mail e pode corrigir e enviar de
              novo.
            </>
          ),
        }}
      />
    </Stack>
  );
}

/** Where the proposal stands: in review, returned with the reason, or the published proposal's own state and its applications. */
function Standing({ proposal }: { proposal: ReviewedProposal }) {
  if (proposal.published) {
    const state = STATE_LABELS[proposal.published.state];
    const count = proposal.published.totalApplications;
    return (
      <>
        <StateBadge state={state} />
        <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: 'nowrap' }}>
          {count === 1 ? '1 candidatura' : `${formatCount(count)} candidaturas`}
        </Text>
      </>
    );
  }
  const state = REVIEW_STATE[proposal.state === 'returned' ? 'returned' : 'submitted'];
  return (
    <>
      <StateBadge state={state} />
      {proposal.returnReason && (
        <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
          Motivo: {proposal.returnReason}
        </Text>
      )}
    </>
  );
}
