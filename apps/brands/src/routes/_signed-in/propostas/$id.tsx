import { getBrandProposal } from '@ma/api-client/brand';
import { LoadError } from '@ma/app-kit/load-error';
import { RowsSkeleton } from '@ma/ui/states';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { TextLink } from '../../../components/router-links.tsx';
import { ProposalEditor, proposalKey } from '../../../features/proposals/proposal-editor.tsx';

export const Route = createFileRoute('/_signed-in/propostas/$id')({
  component: function Proposal() {
    const { api, session } = Route.useRouteContext();
    const { id } = Route.useParams();
    const navigate = useNavigate();
    const proposal = useQuery({ queryKey: proposalKey(id), queryFn: () => getBrandProposal(api, id) });
    const backLink = <TextLink to="/propostas">← Propostas</TextLink>;
    if (proposal.isPending) return <RowsSkeleton rows={4} height={96} />;
    if (proposal.isError) return <LoadError title="Não foi possível carregar a proposta" query={proposal} />;
    return (
      <ProposalEditor
        key={proposal.data.id}
        api={api}
        brandName={session.brand.name}
        proposal={proposal.data}
        backLink={backLink}
        dealLink={(applicant) => (
          <TextLink to="/propostas/$id/candidaturas/$applicationId" params={{ id, applicationId: applicant.applicationId }} size="sm">
            Conversa com {applicant.creator.name}
          </TextLink>
        )}
        onSaved={async () => undefined}
        onDiscarded={() => navigate({ to: '/propostas' })}
      />
    );
  },
});
