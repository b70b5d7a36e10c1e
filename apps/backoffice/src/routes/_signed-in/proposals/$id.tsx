import { createFileRoute } from '@tanstack/react-router';
import { RoleOnly } from '../../../components/role-only.tsx';
import { ProposalPage } from '../../../features/proposals/proposal-page.tsx';

export const Route = createFileRoute('/_signed-in/proposals/$id')({
  component: function Proposal() {
    const { api, me } = Route.useRouteContext();
    const { id } = Route.useParams();
    return (
      <RoleOnly screen="/proposals" me={me}>
        <ProposalPage key={id} api={api} id={id} />
      </RoleOnly>
    );
  },
});
