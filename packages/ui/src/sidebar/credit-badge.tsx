import { formatCredits } from '@ma/domain';
import { Badge, VisuallyHidden } from '@mantine/core';

/** The balance beside "Créditos": a number to the eye, a sentence to screen readers. */
export function CreditBadge({ balance }: { balance: number }) {
  return (
    <Badge size="sm" variant="light" color="brand" radius="xl">
      <span aria-hidden>{balance}</span>
      <VisuallyHidden>{` (saldo: ${formatCredits(balance)})`}</VisuallyHidden>
    </Badge>
  );
}
