import { createFileRoute } from '@tanstack/react-router';
import { useKeepPendingProposal } from '../../features/auth/pending-proposal.ts';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { readSearch, uuid } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_auth/register')({
  // `?proposal=<id>`: the public proposal the guest came from, offered after the sign-in (features/auth/pending-proposal.ts).
  validateSearch: (search: Record<string, unknown>) => readSearch({ proposal: uuid }, search),
  head: () => ({ meta: [{ title: 'Criar conta · Mais Alcance' }] }),
  component: RegisterPage,
});

function RegisterPage() {
  useKeepPendingProposal(Route.useSearch().proposal);
  return <RegisterForm />;
}
