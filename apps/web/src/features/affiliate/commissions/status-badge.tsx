import { commissionStatusLabels, type CommissionStatus } from '@ma/domain';
import { Badge } from '@mantine/core';

/** One colour per step of a commission's life (domain's commission.ts). */
export const statusColors: Record<CommissionStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  paid: 'teal',
  canceled: 'gray',
};

// Each text colour is dark enough for AA contrast on its light background (as proposal-badges.tsx).
const statusTextColors: Record<CommissionStatus, string> = {
  pending: '#7c4a03',
  approved: 'var(--mantine-color-blue-9)',
  paid: '#065f46',
  canceled: 'var(--mantine-color-gray-8)',
};

export function StatusBadge({ status }: { status: CommissionStatus }) {
  return (
    <Badge
      color={statusColors[status]}
      variant="light"
      radius="sm"
      tt="none"
      fw={700}
      style={{ '--badge-color': statusTextColors[status], flexShrink: 0, minWidth: 'max-content' }}
    >
      {commissionStatusLabels[status]}
    </Badge>
  );
}
