import { createFileRoute } from '@tanstack/react-router';
import { DeliverablesPanel } from '../../features/deals/deliverables-panel.tsx';
import { ConversationPanel } from '../../features/proposals/deal/conversation-panel.tsx';
import { DealPage } from '../../features/proposals/deal/deal-page.tsx';

// One deal: her application and the conversation with the brand (docs/product/conversations.md).
// Beside /publis, not under it: the list's route has no outlet. No loader: the page asks for its
// data as it mounts (skeletons meanwhile), as the notifications page does.
export const Route = createFileRoute('/_app/publis_/candidaturas/$applicationId')({
  head: () => ({ meta: [{ title: 'Candidatura · Mais Alcance' }] }),
  component: function Deal() {
    const { applicationId } = Route.useParams();
    return (
      <DealPage
        applicationId={applicationId}
        belowSummary={<DeliverablesPanel applicationId={applicationId} />}
        conversation={<ConversationPanel applicationId={applicationId} />}
      />
    );
  },
});
