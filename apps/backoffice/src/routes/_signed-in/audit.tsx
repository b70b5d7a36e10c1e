import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '../../components/admin-only.tsx';
import { AuditPage } from '../../features/audit/audit-page.tsx';

export const Route = createFileRoute('/_signed-in/audit')({
  component: function Audit() {
    const { api, me } = Route.useRouteContext();
    return me.role === 'admin' ? <AuditPage api={api} /> : <AdminOnly />;
  },
});
