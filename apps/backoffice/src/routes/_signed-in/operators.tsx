import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '../../components/admin-only.tsx';
import { OperatorsPage } from '../../features/operators/operators-page.tsx';

export const Route = createFileRoute('/_signed-in/operators')({
  component: function Operators() {
    const { api, me } = Route.useRouteContext();
    return me.role === 'admin' ? <OperatorsPage api={api} me={me} /> : <AdminOnly />;
  },
});
