import { createFileRoute } from '@tanstack/react-router';
import { RoleOnly } from '../../components/role-only.tsx';
import { OperatorsPage } from '../../features/operators/operators-page.tsx';

export const Route = createFileRoute('/_signed-in/operators')({
  component: function Operators() {
    const { api, me } = Route.useRouteContext();
    return (
      <RoleOnly screen="/operators" me={me}>
        <OperatorsPage api={api} me={me} />
      </RoleOnly>
    );
  },
});
