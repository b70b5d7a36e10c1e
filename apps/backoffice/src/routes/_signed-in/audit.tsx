import { createFileRoute } from '@tanstack/react-router';
import { RoleOnly } from '../../components/role-only.tsx';
import { AuditPage } from '../../features/audit/audit-page.tsx';

export const Route = createFileRoute('/_signed-in/audit')({
  component: function Audit() {
    const { api, me } = Route.useRouteContext();
    return (
      <RoleOnly screen="/audit" me={me}>
        <AuditPage api={api} />
      </RoleOnly>
    );
  },
});
