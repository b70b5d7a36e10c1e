import type { AdminProposalState } from '@ma/api-client/admin';
import type { ApplicationStatus } from '@ma/api-client/schemas';

/** A proposal's state as the team reads it, and its badge's colour. */
export const STATE_LABELS: Readonly<Record<AdminProposalState, { label: string; color: string }>> = {
  open: { label: 'Aberta', color: 'teal' },
  scheduled: { label: 'Agendada', color: 'blue' },
  expired: { label: 'Vencida', color: 'gray' },
  closed: { label: 'Encerrada', color: 'gray' },
};

/** An application's status as the brand decided it. */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, { label: string; color: string }>> = {
  pending: { label: 'Aguardando a marca', color: 'yellow' },
  accepted: { label: 'Aceita', color: 'teal' },
  rejected: { label: 'Recusada', color: 'red' },
};

/** An applicant link's state. */
export const LINK_STATE_LABELS = {
  active: { label: 'Ativo', color: 'teal' },
  expired: { label: 'Vencido', color: 'gray' },
  revoked: { label: 'Revogado', color: 'red' },
} as const;
