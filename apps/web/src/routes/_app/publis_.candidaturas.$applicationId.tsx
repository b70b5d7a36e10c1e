import { createFileRoute } from '@tanstack/react-router';
import { DealPage } from '../../features/proposals/deal/deal-page.tsx';

// One deal: her application and the conversation with the brand (docs/product/conversations.md).
// Beside /publis, not under it: the list's route has no outlet. No loader: the page asks for its
// data as it mounts (skeletons meanwhile), as the notifications page does.
export const Route = createFileRoute('/_app/publis_/candidaturas/$applicationId')({
  head: () => ({ meta: [{ title: 'Candidatura · Mais Alcance' }] }),
  component: function Deal() {
    const { applicationId } = Route.useParams();
    // The deliverables' checklist goes in `belowSummary`, right under the application.
    return <DealPage applicationId={applicationId} />;
  },
});
