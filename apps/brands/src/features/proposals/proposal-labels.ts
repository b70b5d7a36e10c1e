import type { AdminProposalState } from '@ma/api-client/admin';
import type { BrandProposal, BrandProposalState } from '@ma/api-client/brand';
import { formatCents, reaisToCentavos } from '@ma/domain';

/** Where a brand's proposal stands, as the brand reads it, and its badge's colour. */
export const PROPOSAL_STATE_LABELS: Readonly<Record<BrandProposalState, { label: string; color: string }>> = {
  draft: { label: 'Rascunho', color: 'gray' },
  submitted: { label: 'Em análise', color: 'blue' },
  returned: { label: 'Devolvida', color: 'yellow' },
  published: { label: 'Publicada', color: 'teal' },
};

/** A published proposal's state, as creators meet it. */
export const PUBLISHED_STATE_LABELS: Readonly<Record<AdminProposalState, string>> = {
  open: 'Aberta',
  scheduled: 'Agendada',
  expired: 'Expirada',
  closed: 'Encerrada',
};

/** The proposal's value (reais on the wire), as money is shown. */
export const proposalValue = (proposal: BrandProposal) => formatCents(reaisToCentavos(proposal.fields.value));
