import { IconPlus } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ButtonLink } from '../../../components/router-links.tsx';
import { ProposalsPage } from '../../../features/proposals/proposals-page.tsx';

export const Route = createFileRoute('/_signed-in/propostas/')({
  component: function Proposals() {
    const { api } = Route.useRouteContext();
    return (
      <ProposalsPage
        api={api}
        newButton={
          <ButtonLink to="/propostas/nova" leftSection={<IconPlus size={16} aria-hidden />}>
            Nova proposta
          </ButtonLink>
        }
        rowLink={(proposal, children) => (
          <Link to="/propostas/$id" params={{ id: proposal.id }} style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}>
            {children}
          </Link>
        )}
      />
    );
  },
});
