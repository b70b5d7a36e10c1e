import { createFileRoute } from '@tanstack/react-router';
import { RoleOnly } from '../../../components/role-only.tsx';
import { JobsPage } from '../../../features/jobs/jobs-page.tsx';

export const Route = createFileRoute('/_signed-in/jobs/')({
  component: function Jobs() {
    const { api, me } = Route.useRouteContext();
    return (
      <RoleOnly screen="/jobs" me={me}>
        <JobsPage api={api} />
      </RoleOnly>
    );
  },
});
