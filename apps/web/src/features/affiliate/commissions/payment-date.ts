import type { Commission } from '@ma/api-client/schemas';
import { formatDate } from '@ma/domain';

/**
 * The 'Pagamento previsto' of a commission: the day it was paid, or the day it is expected to
 * be; a canceled one is never paid ('—').
 */
export function paymentDateLabel({ status, paidAt, expectedPaymentDate }: Pick<Commission, 'status' | 'paidAt' | 'expectedPaymentDate'>): string {
  if (status === 'canceled') return '—';
  if (status === 'paid' && paidAt) return `Pago em ${formatDate(paidAt)}`;
  return expectedPaymentDate ? formatDate(expectedPaymentDate) : '—';
}
