import { createFileRoute } from '@tanstack/react-router';
import { EmailProof } from '../features/auth/email-proof.tsx';

export const Route = createFileRoute('/confirmar-email')({
  // The mailed link's token; a link without one is refused by the page, as the API would.
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search.token === 'string' ? search.token : '' }),
  component: function ConfirmEmail() {
    const { api } = Route.useRouteContext();
    const { token } = Route.useSearch();
    return <EmailProof api={api} token={token} />;
  },
});
