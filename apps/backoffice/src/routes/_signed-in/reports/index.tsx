import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/reports/reports-page.tsx';
import { roleScreen } from '../-role-screen.tsx';

export const Route = createFileRoute('/_signed-in/reports/')({
  component: roleScreen('/reports', ReportsPage),
});
