import { createFileRoute } from '@tanstack/react-router';
import { RoleOnly } from '../../../components/role-only.tsx';
import { ImportPage } from '../../../features/proposals/import-page.tsx';

export const Route = createFileRoute('/_signed-in/proposals/import')({
  component: function ImportProposals() {
    const { me } = Route.useRouteContext();
    return (
      <RoleOnly screen="/proposals" me={me}>
        <ImportPage />
      </RoleOnly>
    );
  },
});
