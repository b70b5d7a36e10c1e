import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../../components/router-links.tsx';
import { HomePage } from '../../features/home/home-page.tsx';
import { PendingCard } from '../../features/status/pending-card.tsx';
import { RefusedCard } from '../../features/status/refused-card.tsx';
import { useLiveSession } from '../../lib/session.ts';

/** The home: where the brand stands until the team approves it, then what it can do. */
export const Route = createFileRoute('/_signed-in/')({
  component: function Home() {
    const { api, ...context } = Route.useRouteContext();
    const session = useLiveSession(api, context.session);
    switch (session.brand.status) {
      case 'pending':
        return <PendingCard api={api} session={session} />;
      case 'refused':
        return <RefusedCard session={session} />;
      case 'approved':
        return (
          <HomePage
            session={session}
            proposalsLink={
              <ButtonLink to="/propostas" variant="secondary" size="sm">
                Ver propostas
              </ButtonLink>
            }
            teamLink={
              <ButtonLink to="/equipe" variant="secondary" size="sm">
                Ver equipe
              </ButtonLink>
            }
          />
        );
    }
  },
});
