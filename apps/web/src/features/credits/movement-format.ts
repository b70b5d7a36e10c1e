import type { CreditMovementKind } from '@ma/api-client/schemas';
import { formatCredits } from '@ma/domain';

/** What each kind of movement is called in the history. */
export const movementKindLabels: Record<CreditMovementKind, string> = {
  grant: 'Bônus',
  coupon: 'Cupom',
  spend: 'Uso',
  refund: 'Estorno',
  adjustment: 'Ajuste',
};

/** '+10', '-1': the sign always shown, so gains and costs read apart at a glance. */
export const formatMovementAmount = (amount: number): string => (amount > 0 ? `+${amount}` : `${amount}`);

/** The same amount for screen readers: 'mais 10 créditos', 'menos 1 crédito'. */
export const describeMovementAmount = (amount: number): string => {
  return `${amount > 0 ? 'mais' : 'menos'} ${formatCredits(Math.abs(amount))}`;
};
