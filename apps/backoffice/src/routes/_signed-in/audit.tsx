import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../features/audit/audit-page.tsx';
import { roleScreen } from './-role-screen.tsx';

export const Route = createFileRoute('/_signed-in/audit')({
  component: roleScreen('/audit', AuditPage),
});
