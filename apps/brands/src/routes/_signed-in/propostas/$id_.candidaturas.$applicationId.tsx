import { createFileRoute } from '@tanstack/react-router';
import { TextLink } from '../../../components/router-links.tsx';
import { DeliverablesPanel, useDealUnderWay } from '../../../features/deals/deliverables-panel.tsx';
import { ConversationPanel } from '../../../features/proposals/conversation-panel.tsx';
import { DealPage } from '../../../features/proposals/deal-page.tsx';

// One deal: the applicant and the conversation with her (docs/product/conversations.md). Beside
// the proposal's page, not under it: the editor has no outlet.
export const Route = createFileRoute('/_signed-in/propostas/$id_/candidaturas/$applicationId')({
  component: function Deal() {
    const { api } = Route.useRouteContext();
    const { id, applicationId } = Route.useParams();
    const underWay = useDealUnderWay(api, applicationId);
    const backLink = (
      <TextLink to="/propostas/$id" params={{ id }}>
        ← Proposta
      </TextLink>
    );
    const deliverables = <DeliverablesPanel api={api} applicationId={applicationId} />;
    const conversation = <ConversationPanel api={api} id={id} applicationId={applicationId} />;
    return (
      <DealPage
        api={api}
        id={id}
        applicationId={applicationId}
        backLink={backLink}
        belowSummary={deliverables}
        conversation={conversation}
        underWay={underWay}
      />
    );
  },
});
