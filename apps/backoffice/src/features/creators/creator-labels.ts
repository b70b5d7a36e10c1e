import type { AdminNotification } from '@ma/api-client/admin';
import { formatDateTime, kitChecklistLabels, levelStepTexts, type KitChecklistItem, type LevelStep } from '@ma/domain';

/** Each step to Ouro as the creator's own checklist names it. */
export const stepLabel = (step: LevelStep): string => levelStepTexts[step].label;

/** The kit's missing fields, in the editor's words. */
export const missingKitText = (items: readonly KitChecklistItem[]): string => items.map((item) => kitChecklistLabels[item]).join(', ');

export const CONNECTION_STATES = { active: 'Conectada', reconnect: 'Precisa reconectar', not_connected: 'Não conectada' } as const;

export const APPLICATION_STATUSES: Record<string, string> = { pending: 'Em análise', accepted: 'Aceita', rejected: 'Recusada' };

export const MOVEMENT_KINDS: Record<string, string> = {
  grant: 'Crédito',
  coupon: 'Cupom',
  spend: 'Uso',
  refund: 'Devolução',
  adjustment: 'Ajuste',
};

export const MAIL_STATUSES: Record<NonNullable<AdminNotification['mailStatus']>, string> = {
  pending: 'E-mail na fila',
  sending: 'E-mail saindo',
  sent: 'E-mail enviado',
  skipped: 'E-mail desligado',
  failed: 'E-mail falhou',
};

/** An instant as the back office writes it: '02/03/2026, 09:00'; '—' for none. */
export const formatWhen = (iso: string | null): string => (iso ? formatDateTime(iso) : '—');
