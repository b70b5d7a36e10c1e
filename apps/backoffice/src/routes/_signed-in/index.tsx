import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';

export const Route = createFileRoute('/_signed-in/')({
  component: function Dashboard() {
    const { api, me } = Route.useRouteContext();
    return <DashboardPage api={api} me={me} />;
  },
});
