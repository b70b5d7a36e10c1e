import { createFileRoute } from '@tanstack/react-router';
import { RoleOnly } from '../../../components/role-only.tsx';
import { CreatorPage } from '../../../features/creators/creator-page.tsx';

export const Route = createFileRoute('/_signed-in/creators/$id')({
  component: function Creator() {
    const { api, me } = Route.useRouteContext();
    const { id } = Route.useParams();
    const navigate = Route.useNavigate();
    return (
      <RoleOnly screen="/creators" me={me}>
        <CreatorPage key={id} api={api} id={id} onDeleted={() => void navigate({ to: '/creators' })} />
      </RoleOnly>
    );
  },
});
