import { createFileRoute, Link } from '@tanstack/react-router';
import { ButtonLink } from '../../../components/router-links.tsx';
import { ProposalsPage } from '../../../features/proposals/proposals-page.tsx';

export const Route = createFileRoute('/_signed-in/propostas/')({
  component: function Proposals() {
    const { api } = Route.useRouteContext();
    return (
      <ProposalsPage
        api={api}
        newLink={(children) => <ButtonLink to="/propostas/nova">{children}</ButtonLink>}
        rowLink={(proposal, children) => (
          <Link to="/propostas/$id" params={{ id: proposal.id }} style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}>
            {children}
          </Link>
        )}
      />
    );
  },
});
