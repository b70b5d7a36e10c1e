import type { ApplicationStatus } from '@ma/api-client/schemas';
import { applicationStatusLabels } from '@ma/domain';
import { Badge } from '@mantine/core';

/**
 * How each application status reads and looks, to the creator ('Minhas candidaturas') and to
 * the brand (its list of applicants): a light badge of `color` with `text` dark enough for AA
 * contrast on it. The labels are the domain's.
 */
export const applicationStatusView: Record<ApplicationStatus, { label: string; color: string; text: string }> = {
  pending: { label: applicationStatusLabels.pending, color: 'yellow', text: '#854d0e' },
  accepted: { label: applicationStatusLabels.accepted, color: 'teal', text: '#065f46' },
  rejected: { label: applicationStatusLabels.rejected, color: 'red', text: '#991b1b' },
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const view = applicationStatusView[status];
  return (
    <Badge color={view.color} variant="light" tt="none" radius="sm" fw={700} style={{ '--badge-color': view.text }}>
      {view.label}
    </Badge>
  );
}
