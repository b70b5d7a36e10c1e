/** The audit log's actions and targets as the team reads them; one without a label shows its code. */
const ACTION_LABELS: Readonly<Partial<Record<string, string>>> = {
  'operator.created': 'Operador criado',
  'operator.setup_link_issued': 'Novo link de cadastro',
  'operator.enrolled': 'Cadastro concluído',
  'operator.changed': 'Operador alterado',
  'proposal.created': 'Proposta publicada',
  'proposal.updated': 'Proposta editada',
  'proposal.closed': 'Proposta encerrada',
  'proposal.imported': 'Propostas importadas',
  'proposal_logo.uploaded': 'Logo enviado',
  'proposal_link.created': 'Link da marca criado',
  'proposal_link.revoked': 'Link da marca revogado',
  'coupon.created': 'Cupom criado',
  'coupon.expired': 'Cupom expirado',
  'job.retried': 'Tarefa enviada de novo',
  'affiliate_brand.created': 'Marca criada',
  'affiliate_brand.changed': 'Marca alterada',
  'affiliate_brand.activated': 'Marca ativada',
  'affiliate_brand.deactivated': 'Marca desativada',
  'affiliate_brand.webhook_secret_rotated': 'Novo segredo do webhook',
  'payout_batch.paid': 'Lote de pagamentos pago',
};

const TARGET_LABELS: Readonly<Partial<Record<string, string>>> = {
  operator: 'Operador',
  proposal: 'Proposta',
  proposal_link: 'Link da marca',
  proposal_logo: 'Logo de proposta',
  coupon: 'Cupom',
  job: 'Tarefa',
  affiliate_brand: 'Marca (afiliados)',
  payout_batch: 'Lote de pagamentos',
};

export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;
export const targetLabel = (targetType: string): string => TARGET_LABELS[targetType] ?? targetType;

/** The target types an operator can filter by, as the table names them. */
export const TARGET_OPTIONS = Object.entries(TARGET_LABELS).map(([value, label]) => ({ value, label: label ?? value }));
