import type { ApplicationStatus } from '@ma/api-client/schemas';
import { applicationStatusLabels } from '@ma/domain';
import { Badge } from '@mantine/core';

/**
 * How each application status reads and looks, to the creator ('Minhas candidaturas') and to
 * the brand (its list of applicants): a soft badge of `color` (the theme's AA text on a light
 * tint). The labels are the domain's.
 */
export const applicationStatusView: Record<ApplicationStatus, { label: string; color: string }> = {
  pending: { label: applicationStatusLabels.pending, color: 'yellow' },
  accepted: { label: applicationStatusLabels.accepted, color: 'teal' },
  rejected: { label: applicationStatusLabels.rejected, color: 'red' },
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const view = applicationStatusView[status];
  return (
    <Badge color={view.color} variant="soft" tt="none" radius="sm" fw={700}>
      {view.label}
    </Badge>
  );
}
