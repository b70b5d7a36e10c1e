import { createFileRoute } from '@tanstack/react-router';
import { RoleOnly } from '../../../components/role-only.tsx';
import { ProposalsPage } from '../../../features/proposals/proposals-page.tsx';

export const Route = createFileRoute('/_signed-in/proposals/')({
  component: function Proposals() {
    const { api, me } = Route.useRouteContext();
    return (
      <RoleOnly screen="/proposals" me={me}>
        <ProposalsPage api={api} />
      </RoleOnly>
    );
  },
});
