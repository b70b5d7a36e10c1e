import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { TextLink } from '../../../components/router-links.tsx';
import { ProposalEditor } from '../../../features/proposals/proposal-editor.tsx';

export const Route = createFileRoute('/_signed-in/propostas/nova')({
  component: function NewProposal() {
    const { api, session } = Route.useRouteContext();
    const navigate = useNavigate();
    return (
      <ProposalEditor
        api={api}
        brandName={session.brand.name}
        backLink={<TextLink to="/propostas">← Propostas</TextLink>}
        onSaved={(proposal) => navigate({ to: '/propostas/$id', params: { id: proposal.id }, replace: true })}
        onDiscarded={() => navigate({ to: '/propostas' })}
      />
    );
  },
});
