import { createFileRoute } from '@tanstack/react-router';
import { useKeepPendingProposal } from '../../features/auth/pending-proposal.ts';
import { readSearch, uuid } from '../../lib/search-params.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

export const Route = createFileRoute('/_auth/login')({
  // `?proposal=<id>`: the public proposal the guest came from, offered after the sign-in (features/auth/pending-proposal.ts).
  validateSearch: (search: Record<string, unknown>) => readSearch({ proposal: uuid }, search),
  head: () => ({ meta: [{ title: 'Entrar · Mais Alcance' }] }),
  component: LoginPage,
});

function LoginPage() {
  useKeepPendingProposal(Route.useSearch().proposal);
  return <LoginForm />;
}
