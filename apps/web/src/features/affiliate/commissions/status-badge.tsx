import { commissionStatusLabels, type CommissionStatus } from '@ma/domain';
import { Badge } from '@mantine/core';

/** One colour per step of a commission's life (domain's commission.ts). */
export const statusColors: Record<CommissionStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  paid: 'teal',
  canceled: 'gray',
};

export function StatusBadge({ status }: { status: CommissionStatus }) {
  return (
    <Badge color={statusColors[status]} variant="soft" radius="sm" tt="none" fw={700} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {commissionStatusLabels[status]}
    </Badge>
  );
}
