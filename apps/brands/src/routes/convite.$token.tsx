import { createFileRoute, useRouter } from '@tanstack/react-router';
import { InvitationPage } from '../features/auth/invitation-page.tsx';
import { keepSession } from '../lib/session.ts';

export const Route = createFileRoute('/convite/$token')({
  component: function Invitation() {
    const { token } = Route.useParams();
    const { api, queryClient } = Route.useRouteContext();
    const router = useRouter();
    return (
      <InvitationPage
        api={api}
        token={token}
        onAccepted={async (session) => {
          keepSession(queryClient, session);
          await router.navigate({ to: '/' });
        }}
      />
    );
  },
});
