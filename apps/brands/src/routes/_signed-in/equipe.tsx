import { createFileRoute, redirect } from '@tanstack/react-router';
import { TeamPage } from '../../features/team/team-page.tsx';

export const Route = createFileRoute('/_signed-in/equipe')({
  // Until the team approves the brand, the API answers BRAND_NOT_APPROVED here: the home says where it stands.
  beforeLoad: ({ context }) => {
    if (context.session.brand.status !== 'approved') throw redirect({ to: '/' });
  },
  component: function Team() {
    const { api, session } = Route.useRouteContext();
    return <TeamPage api={api} session={session} />;
  },
});
