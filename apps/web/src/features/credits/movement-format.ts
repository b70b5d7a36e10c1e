import type { CreditMovementKind } from '@ma/api-client/schemas';
import { formatCredits, onFirstUse, TIME_ZONE } from '@ma/domain';

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

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** '02/03/2026 às 09:00' in São Paulo time; '' for an invalid instant. */
export const formatMovementDate = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    dateTime()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['day']}/${parts['month']}/${parts['year']} às ${parts['hour']}:${parts['minute']}`;
};
